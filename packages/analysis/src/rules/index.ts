// All rule families, run in a fixed order.
import type { Finding } from '../result.ts';
import { buildingRules } from './building.ts';
import type { Rule, RuleContext } from './context.ts';
import { contractRules } from './contract.ts';
import { disclosureRules } from './disclosures.ts';
import { encumbranceRules } from './encumbrances.ts';
import { ownersCorpRules } from './owners-corp.ts';
import { tableRules } from './interpret.ts';
import { planningRules } from './planning.ts';

// Table rules (rules/table.ts, read by rules/interpret.ts) first, then the rules that compute.
export const RULES: Rule[] = [planningRules, tableRules, encumbranceRules, ownersCorpRules, buildingRules, disclosureRules, contractRules];

export function runRules(ctx: RuleContext): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const rule of RULES) {
    for (const f of rule(ctx)) {
      if (seen.has(f.id)) continue;
      seen.add(f.id);
      out.push(f);
    }
  }
  return out;
}

export type { RuleContext } from './context.ts';
