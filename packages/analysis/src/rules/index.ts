// All rule families, run in a fixed order.
import type { Finding } from '../result.ts';
import { buildingRules } from './building.ts';
import type { Rule, RuleContext } from './context.ts';
import { contractRules } from './contract.ts';
import { gateFindings, type Unconfirmed } from './evidence-gate.ts';
import { disclosureRules } from './disclosures.ts';
import { encumbranceRules } from './encumbrances.ts';
import { ownersCorpRules } from './owners-corp.ts';
import { tableRules, unreadableItems } from './interpret.ts';
import { planningRules } from './planning.ts';

// Table rules (rules/table.ts, read by rules/interpret.ts) first, then the rules that compute.
export const RULES: Rule[] = [planningRules, tableRules, encumbranceRules, ownersCorpRules, buildingRules, disclosureRules, contractRules];

export interface RuleOutcome {
  findings: Finding[];
  /** Items present whose answer could not be read: never a concern, always said. */
  unconfirmed: Unconfirmed[];
}

export function runRules(ctx: RuleContext): RuleOutcome {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const rule of RULES) {
    for (const f of rule(ctx)) {
      if (seen.has(f.id)) continue;
      seen.add(f.id);
      out.push(f);
    }
  }
  const gated = gateFindings(ctx.doc, out);
  return { findings: gated.findings, unconfirmed: [...gated.unconfirmed, ...unreadableItems(ctx, seen)] };
}

export type { RuleContext } from './context.ts';
