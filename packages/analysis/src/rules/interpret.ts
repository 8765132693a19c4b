// The one interpreter of the rule table: for each row, the first mention that passes the row's
// states, parts, polarities and exclusions becomes its finding.
import type { Finding } from '../result.ts';
import { findMentions } from '../text/classify.ts';
import { lineAt } from '../text/doc.ts';
import { finding, type RuleContext } from './context.ts';
import { RULE_TABLE, type TableRule } from './table.ts';

export function applyRule(ctx: RuleContext, rule: TableRule): Finding | null {
  if (rule.states && (!ctx.facts.state || !rule.states.includes(ctx.facts.state))) return null;
  const prefix = rule.unlessOverlay;
  if (prefix && ctx.ex.evidence.overlays.some((o) => o.code?.startsWith(prefix))) return null;
  for (const pattern of rule.patterns) {
    const m = findMentions(ctx.doc, pattern).find(
      (x) =>
        rule.polarities.includes(x.polarity) &&
        !(rule.exclusions ?? []).some((re) => re.test(x.sentenceText)) &&
        (!rule.parts || rule.parts.includes(lineAt(ctx.doc, x.offset).part)),
    );
    if (!m) continue;
    const { patterns: _p, polarities: _q, exclusions: _e, states: _s, parts: _r, unlessOverlay: _u, ...texts } = rule;
    return finding(ctx, { ...texts, at: { offset: m.offset, length: m.length } });
  }
  return null;
}

export function tableRules(ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  for (const rule of RULE_TABLE) {
    const f = applyRule(ctx, rule);
    if (f) out.push(f);
  }
  return out;
}
