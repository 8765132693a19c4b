import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS, SERVICES, startService } from './services.ts';

describe('the services npm start runs', () => {
  it('start the gateway with its larger young generation, and only the gateway', () => {
    expect(SERVICES.find((s) => s.name === 'gateway')?.nodeFlags).toEqual(GATEWAY_NODE_FLAGS);
    expect(GATEWAY_NODE_FLAGS).toEqual(['--max-semi-space-size=64']);
    expect(SERVICES.filter((s) => s.nodeFlags).map((s) => s.name)).toEqual(['gateway']);
  });

  it("pass a service's own Node flags to its process", async () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      const child = startService({ name: 'probe', entry: 'infra/launcher/fixtures/own-flags.ts', colour: 0, nodeFlags: ['--max-semi-space-size=64'] }, process.env);
      await once(child, 'exit');
      await new Promise((r) => setTimeout(r, 50)); // its last line through the prefixing reader
    } finally {
      process.stdout.write = write;
    }
    expect(lines.join('')).toContain('["--max-semi-space-size=64"]');
  });
});
