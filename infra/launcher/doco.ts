// `npm run doco -- ...`: `admin ...` goes to the gateway's admin CLI (it owns the administrators);
// everything else (analyze, duty, help) to the analysis worker's CLI.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [first, ...rest] = process.argv.slice(2);
const target =
  first === 'admin'
    ? { script: '../../services/gateway/src/admin-cli-main.ts', args: rest }
    : { script: '../../services/analysis-worker/src/cli.ts', args: first === undefined ? [] : [first, ...rest] };
const child = spawn(process.execPath, [fileURLToPath(new URL(target.script, import.meta.url)), ...target.args], { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
