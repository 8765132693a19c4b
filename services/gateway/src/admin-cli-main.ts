// Entry of `npm run doco -- admin ...` (infra/launcher/doco.ts sends `admin` here).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError, loadAdminCliConfig } from '@doco/config';
import { adminCommand } from './features/admin/admin-cli.ts';

/** Asks on the terminal without echoing what is typed; null when stdin is not a terminal. */
function askPassword(prompt: string): Promise<string | null> {
  if (!process.stdin.isTTY) return Promise.resolve(null);
  process.stdout.write(prompt);
  const silent = new Writable({ write: (_chunk, _enc, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

try {
  const config = loadAdminCliConfig();
  process.exitCode = await adminCommand(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    config,
    askPassword,
  });
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
