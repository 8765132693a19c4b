// One item, one level, one row (issue 26): runs the engine over the TXT of a samples directory and prints
// every item the buyer would see with two levels (concern card, Risks tab, Restrictions/Overlays tabs,
// PDF report) or twice in one tab. Both the results view and the PDF read the tabs through `alignTabs`
// (@doco/contracts), so what it prints is what they show; `--raw` prints the stored rows before it.
//
// Usage: node scripts/check-levels.ts SAMPLES_DIR [--raw]
//   SAMPLES_DIR holds sample folders with document.txt, or .txt files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { analyseDocument, splitTextIntoPages } from '@doco/analysis';
import { alignTabs, RESTRICTION_GROUPS } from '@doco/contracts';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
const raw = args.includes('--raw');
if (!dir) {
  console.error('usage: node scripts/check-levels.ts SAMPLES_DIR [--raw]');
  process.exit(2);
}

const documents = readdirSync(dir)
  .sort()
  .flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return existsSync(join(path, 'document.txt')) ? [{ name, path: join(path, 'document.txt') }] : [];
    return name.endsWith('.txt') ? [{ name, path }] : [];
  });

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
let problems = 0;
for (const { name, path } of documents) {
  const result = analyseDocument({ pages: splitTextIntoPages(readFileSync(path, 'utf8')), fileName: name }, { costs: null });
  const cpa = result.comprehensivePropertyAnalysis;
  const shown = raw ? cpa : alignTabs(cpa, result.concerns);
  // Where each item shows, and at what level: keyed by the concern it is, or by its own words.
  const levels = new Map<string, Set<string>>();
  const place = (key: string, where: string, level: string) => levels.set(key, (levels.get(key) ?? new Set()).add(`${where}=${level}`));
  const keyOf = (texts: string[], kinds: string[]) => {
    const t = texts.map(norm);
    const c = result.concerns.find((x) => t.includes(norm(x.title))) ?? (() => {
      const ofKind = result.concerns.filter((x) => kinds.includes(x.kind));
      return ofKind.length === 1 ? ofKind[0] : undefined;
    })();
    return c ? `concern "${c.title}"` : `row "${texts[0]}"`;
  };
  for (const c of result.concerns) place(`concern "${c.title}"`, 'card', c.severity);
  for (const r of shown.risks) place(keyOf([r.title], []), 'Risks tab', r.severity);
  for (const o of shown.overlays) {
    const c = result.concerns.find((x) => norm(x.title).startsWith(norm(o.type)));
    place(c ? `concern "${c.title}"` : `row "${o.type}"`, 'Overlays tab', o.riskLevel);
  }
  const lines: string[] = [];
  for (const [field, label] of RESTRICTION_GROUPS) {
    for (const item of shown[field]) {
      const kinds = item.type === 'Mortgage' ? ['mortgage_to_discharge'] : item.type === 'Restrictive covenant' ? ['restrictive_covenant'] : item.type === 'Caveat' ? ['third_party_caveat'] : [];
      place(keyOf([item.description, item.type], kinds), `Restrictions tab (${label})`, item.riskLevel);
    }
  }
  // Twice in one tab: the Restrictions tab lists all its groups on one screen.
  const rows = RESTRICTION_GROUPS.flatMap(([field]) => shown[field].map((i) => `${norm(i.type)}|${norm(i.description)}`));
  for (const row of new Set(rows)) {
    const n = rows.filter((r) => r === row).length;
    if (n > 1) lines.push(`  shown ${n} times in the Restrictions tab: ${row.replace('|', ': ')}`);
  }
  const overlayRows = shown.overlays.map((o) => norm(o.type));
  for (const row of new Set(overlayRows)) if (overlayRows.filter((r) => r === row).length > 1) lines.push(`  shown twice in the Overlays tab: ${row}`);
  const riskRows = shown.risks.map((r) => norm(r.title));
  for (const row of new Set(riskRows)) if (riskRows.filter((r) => r === row).length > 1) lines.push(`  shown twice in the Risks tab: ${row}`);
  for (const [key, where] of levels) {
    const distinct = new Set([...where].map((w) => w.split('=')[1]));
    if (distinct.size > 1) lines.push(`  two levels for ${key}: ${[...where].join(', ')}`);
  }
  const keys = JSON.stringify(shown).match(/\b(?:risk\s+key|[a-z]+_[a-z0-9_]+)\b/gi) ?? [];
  if (keys.length) lines.push(`  internal keys shown: ${[...new Set(keys)].join(', ')}`);
  problems += lines.length;
  console.log(`${name}: ${lines.length === 0 ? 'one level and one row per item' : `${lines.length} problem(s)`}`);
  for (const line of lines) console.log(line);
}
console.log(`${documents.length} documents, ${problems} problem(s)${raw ? ' (stored rows, before alignTabs)' : ''}`);
process.exit(problems > 0 ? 1 : 0);
