// Launched by sandbox/isolation.test.ts in place of the sandbox child, with the child's own launch
// options: it tries what a hostile document that took over a child would try, and reports each outcome.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';

export interface ProbeReport {
  env: Record<string, string | undefined>;
  /** 'connected', or the error code of the attempt. */
  sockets: Record<string, string>;
  reads: Record<string, string>;
  write: string;
  spawn: string;
}

const connect = (options: net.NetConnectOpts) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(options);
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

const outcome = (attempt: () => unknown) => {
  try {
    attempt();
    return 'ok';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
};

process.once('message', async (request: { task: 'read'; bytes: Uint8Array }) => {
  const paths = JSON.parse(Buffer.from(request.bytes).toString('utf8')) as { secret: string; ownCode: string; unixSockets: string[] };
  const report: ProbeReport = {
    env: { ...process.env },
    sockets: {
      postgres: await connect({ host: '127.0.0.1', port: 5432 }),
      redis: await connect({ host: '127.0.0.1', port: 6379 }),
      ...Object.fromEntries(await Promise.all(paths.unixSockets.map(async (path) => [path, await connect({ path })]))),
    },
    reads: {
      secret: outcome(() => readFileSync(paths.secret)),
      passwd: outcome(() => readFileSync('/etc/passwd')),
      ownCode: outcome(() => readFileSync(paths.ownCode)),
    },
    write: outcome(() => writeFileSync(`${paths.secret}.copy`, 'x')),
    spawn: outcome(() => {
      const result = spawnSync('/bin/sh', ['-c', 'true']);
      if (result.error) throw result.error;
    }),
  };
  process.send!({ type: 'result', value: report }, undefined, undefined, () => process.disconnect());
});
