import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No service reads or writes another's tables (issue 25): every table and view each service's sources
// name in SQL (Kysely's selectFrom/insertInto/updateTable/deleteFrom/joins, and raw `sql` templates) is
// checked against the owners table in docs/ARCHITECTURE.md ("Services and what each owns"): a service
// uses its own tables, the views other services name for it, and the columns the table lists as its own
// on another's row; nothing else.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every table and view of the database: the keys of the Kysely `Database` interface, in snake_case. */
function relations(): Set<string> {
  const schema = readFileSync(join(root, 'packages/db/src/schema/index.ts'), 'utf8');
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(schema)?.[1] ?? '';
  return new Set([...body.matchAll(/^\s+(\w+):/gm)].map((m) => snake(m[1]!)));
}

interface Owner {
  service: string;
  /** services/<name>/src */
  sourceDir: string;
  /** Tables and views it owns whole. */
  owns: Set<string>;
  /** Another's tables it owns columns of (`users.subscription_plan`), by table. */
  columnsOf: Map<string, string[]>;
  /** Other services' views it reads. */
  reads: Set<string>;
}

/** The rows of the doc's owners table. */
function owners(): Owner[] {
  const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Services and what each owns'));
  const rows = section
    .split('\n')
    .slice(1)
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
  const [header, , ...body] = rows;
  expect(header?.slice(0, 4)).toEqual(['service', 'entry', 'owns (writes)', "reads of others' (their views only)"]);
  const names = (cell: string) => [...cell.matchAll(/`([a-z_]+(?:\.[a-z_]+)?)`/g)].map((m) => m[1]!);
  return body.map(([service, entry, owns, reads]) => {
    const columnsOf = new Map<string, string[]>();
    const whole = new Set<string>();
    for (const name of names(owns!)) {
      const [table, column] = name.split('.');
      if (column) columnsOf.set(table!, [...(columnsOf.get(table!) ?? []), column]);
      else whole.add(table!);
    }
    const entryPath = /`([^`]+)`/.exec(entry!)?.[1] ?? '';
    return { service: service!, sourceDir: dirname(entryPath), owns: whole, columnsOf, reads: new Set(names(reads!)) };
  });
}

const KYSELY = /\b(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([A-Za-z_]+)/g;
const SQL_TEMPLATE = /\bsql(?:<[^>]*>)?`([^`]*)`|\bsql\.raw\(\s*(['"`])([\s\S]*?)\2/g;
const RAW_RELATION = /\b(?:from|join|into|update|table)\s+([a-z_]+)/gi;

/** Each relation a service's (non-test) sources name, with where. */
function usedBy(sourceDir: string, known: Set<string>): Map<string, string[]> {
  const dir = join(root, sourceDir);
  const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.split('/').includes('testing'),
  );
  const used = new Map<string, string[]>();
  const note = (name: string, file: string, text: string, index: number) => {
    const where = `${relative(root, join(dir, file))}:${text.slice(0, index).split('\n').length}`;
    used.set(name, [...(used.get(name) ?? []), where]);
  };
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(KYSELY)) note(snake(m[1]!), file, text, m.index);
    for (const m of text.matchAll(SQL_TEMPLATE)) {
      const query = m[1] ?? m[3] ?? '';
      for (const r of query.matchAll(RAW_RELATION)) if (known.has(r[1]!.toLowerCase())) note(r[1]!.toLowerCase(), file, text, m.index);
    }
  }
  return used;
}

describe('who owns each table (docs/ARCHITECTURE.md)', () => {
  const known = relations();
  const table = owners();

  it('lists every service with its sources, and only tables and views the database has', () => {
    expect(table.map((o) => o.service)).toEqual(['gateway', 'billing', 'analysis worker', 'mailer']);
    for (const owner of table) {
      expect(existsSync(join(root, owner.sourceDir)), owner.sourceDir).toBe(true);
      const named = [...owner.owns, ...owner.reads, ...owner.columnsOf.keys()];
      expect(named.filter((name) => !known.has(name)), owner.service).toEqual([]);
    }
  });

  it('gives every table and view exactly one owner', () => {
    const ownersOf = (name: string) => table.filter((o) => o.owns.has(name)).map((o) => o.service);
    const wrong = [...known].flatMap((name) => (ownersOf(name).length === 1 ? [] : [`${name}: ${ownersOf(name).join(', ') || 'no owner'}`]));
    expect(wrong).toEqual([]);
  });

  it("lets a service read only views of another's, and own columns only on another's table", () => {
    for (const owner of table) {
      const others = table.filter((o) => o !== owner);
      for (const view of owner.reads) {
        expect(view.endsWith('_v'), `${owner.service} reads ${view}, which is not a view`).toBe(true);
        expect(others.some((o) => o.owns.has(view)), `${owner.service} reads ${view}, which no other service owns`).toBe(true);
      }
      for (const shared of owner.columnsOf.keys()) expect(others.some((o) => o.owns.has(shared)), `${owner.service} owns columns of ${shared}`).toBe(true);
    }
  });

  it("finds the SQL it checks (each service's own tables)", () => {
    const used = (service: string) => [...usedBy(table.find((o) => o.service === service)!.sourceDir, known).keys()];
    expect(used('gateway')).toEqual(expect.arrayContaining(['users', 'documents', 'analysis_results_v', 'refunds_waiting_v']));
    expect(used('billing')).toEqual(expect.arrayContaining(['credit_ledger', 'payments', 'payers_v']));
    expect(used('analysis worker')).toEqual(expect.arrayContaining(['concerns', 'refund_outbox', 'analysis_documents_v']));
    expect(used('mailer')).toEqual([]);
  });

  it('no service reads or writes a table another owns, except through the views and columns the doc names', () => {
    const trespass = table.flatMap((owner) =>
      [...usedBy(owner.sourceDir, known)].flatMap(([name, where]) =>
        owner.owns.has(name) || owner.reads.has(name) || owner.columnsOf.has(name) ? [] : [`${owner.service} uses ${name} at ${where.join(', ')}`],
      ),
    );
    expect(trespass).toEqual([]);
  });
});
