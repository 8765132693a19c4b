// The one interpreter of the rule table: for each row, the first mention that passes the row's
// states, parts, polarities, requirements and exclusions becomes its finding, in the texts of the
// first variant that applies.
import { BUSHFIRE_PRONE } from '../extract/facts.ts';
import type { ConcernKind, Finding } from '../result.ts';
import { boxAnswer, findMentions } from '../text/classify.ts';
import { lineAt, nextContentLine } from '../text/doc.ts';
import { judgeEvidence } from '../text/evidence.ts';
import { finding, type RuleContext } from './context.ts';
import type { Unconfirmed } from './evidence-gate.ts';
import { RULE_TABLE, type TableRule } from './table.ts';

/** The finding of a row at a position (used by the interpreter, and by code that finds the same thing another way). */
export function rowFinding(ctx: RuleContext, rule: TableRule, at: { offset: number; length: number }, sentenceText = ''): Finding {
  const { patterns: _p, polarities: _q, exclusions: _e, states: _s, parts: _r, unlessOverlay: _u, requires: _n, problemWording: _w, contractOnly: _c, variants, ...texts } = rule;
  // A variant read in the whole document applies where the document asserts it (an unticked
  // "[ ] VACANT POSSESSION" box does not), in the mention's sentence where that sentence says it.
  const variant = variants?.find((v) =>
    v.in === 'document' ? findMentions(ctx.doc, v.when).some((m) => m.polarity === 'positive' || m.polarity === 'unknown') : v.when.test(sentenceText),
  );
  if (!variant) return finding(ctx, { ...texts, at });
  const { when: _when, in: _in, flag, ...overrides } = variant;
  const spec = { ...texts, ...overrides, at };
  if (flag === null) delete spec.flag;
  else if (flag) spec.flag = flag;
  return finding(ctx, spec);
}

export function applyRule(ctx: RuleContext, rule: TableRule): Finding | null {
  if (rule.contractOnly && !ctx.isContract) return null;
  if (rule.states && (!ctx.facts.state || !rule.states.includes(ctx.facts.state))) return null;
  const prefix = rule.unlessOverlay;
  if (prefix && ctx.ex.evidence.overlays.some((o) => o.code?.startsWith(prefix))) return null;
  for (const pattern of rule.patterns) {
    const m = findMentions(ctx.doc, pattern, rule.problemWording ? { problemWording: true } : {}).find(
      (x) =>
        rule.polarities.includes(x.polarity) &&
        (!rule.requires || rule.requires.some((re) => re.test(x.sentenceText))) &&
        !(rule.exclusions ?? []).some((re) => re.test(x.sentenceText)) &&
        (!rule.parts || rule.parts.includes(lineAt(ctx.doc, x.offset).part)) &&
        // The first mention that asserts the thing: a heading, question or note mentioning it is passed over.
        judgeEvidence(ctx.doc, x.offset).kind === 'assertion',
    );
    if (m) return rowFinding(ctx, rule, { offset: m.offset, length: m.length }, m.sentenceText);
  }
  return null;
}

/**
 * Items a row's topic has in the document whose answer cannot be read (a title with nothing under it,
 * answer boxes none of which is ticked), for the rows that raised nothing: they are said, not guessed.
 */
export function unreadableItems(ctx: RuleContext, raised: ReadonlySet<string>): Unconfirmed[] {
  const out: Unconfirmed[] = [];
  // The designations read as facts are items too.
  for (const [kind, pattern] of FACT_ITEMS) {
    for (const m of findMentions(ctx.doc, pattern)) {
      if (m.polarity !== 'unknown' && m.polarity !== 'positive') continue;
      const verdict = judgeEvidence(ctx.doc, m.offset);
      if (verdict.kind === 'unreadable') out.push({ kind, item: verdict.item, page: verdict.page, reason: verdict.reason });
    }
  }
  for (const rule of RULE_TABLE) {
    if (!rule.flag || raised.has(rule.id)) continue;
    if (rule.states && (!ctx.facts.state || !rule.states.includes(ctx.facts.state))) continue;
    for (const pattern of rule.patterns) {
      for (const m of findMentions(ctx.doc, pattern, rule.problemWording ? { problemWording: true } : {})) {
        if (m.polarity !== 'unknown') continue;
        const verdict = judgeEvidence(ctx.doc, m.offset);
        if (verdict.kind === 'unreadable') out.push({ kind: rule.flag, item: verdict.item, page: verdict.page, reason: verdict.reason });
        else if (unticked(ctx, m.offset)) {
          const line = lineAt(ctx.doc, m.offset);
          out.push({ kind: rule.flag, item: ctx.doc.raw.slice(line.start, line.end).trim(), page: line.page, reason: 'None of the answer boxes for this item is ticked.' });
        }
      }
    }
  }
  return out;
}

const FACT_ITEMS: readonly [ConcernKind, RegExp][] = [['bushfire_prone_area', BUSHFIRE_PRONE]];

/** The item at `offset` has answer boxes (on its line or the line under it) and none is ticked. */
function unticked(ctx: RuleContext, offset: number): boolean {
  const line = lineAt(ctx.doc, offset);
  const below = nextContentLine(ctx.doc, line);
  return boxAnswer(line.scan) === 'unanswered' || (below !== null && /^\s*\[/.test(below.scan) && boxAnswer(below.scan) === 'unanswered');
}

export function tableRules(ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  for (const rule of RULE_TABLE) {
    const f = applyRule(ctx, rule);
    if (f) out.push(f);
  }
  return out;
}
