import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Billing owns payments, subscriptions, the credit ledger and webhook events (docs/ARCHITECTURE.md):
// the gateway asks billing's internal API to change them and never writes them itself.
const BILLING_TABLES = ['payments', 'subscriptions', 'creditLedger', 'webhookEvents', 'credit_ledger', 'webhook_events'];
const WRITE = new RegExp(`\\b(insertInto|updateTable|deleteFrom|mergeInto)\\(\\s*['"\`](${BILLING_TABLES.join('|')})\\b|\\b(insert\\s+into|update|delete\\s+from)\\s+(${BILLING_TABLES.join('|')})\\b`, 'i');

const root = fileURLToPath(new URL('.', import.meta.url));
const sources = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe("the gateway and billing's tables", () => {
  it('has sources to look at', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it('writes none of them (deleting a user goes through billing)', () => {
    const writes = sources.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (WRITE.test(line) ? [`${relative(root, join(root, file))}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(writes).toEqual([]);
  });
});
