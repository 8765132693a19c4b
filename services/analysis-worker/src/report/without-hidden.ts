import { withoutFindingsTitled } from '@doco/contracts';
import type { EngineResult } from '../engine/types.ts';

/** An item the buyer hid from their report: a concern by its row id, a fact by its field, a key date by its kind. */
export interface HiddenItem {
  kind: string;
  key: string;
}

/** What the report prints in place of a fact the buyer hid (its value is left out). */
export const HIDDEN_FACT = 'Left out at your request';

type Details = EngineResult['comprehensivePropertyAnalysis']['propertyDetails'];

/**
 * The result without the items the buyer hid ('This looks wrong', issue 26): their concerns (with the
 * counts, the questions tied to them and the other places they appear), their key dates, and the
 * values of their facts. `concernIds`
 * are the stored concerns' ids in position order, which is the order of `result.concerns`.
 */
export function withoutHidden(result: EngineResult, hidden: readonly HiddenItem[], concernIds: readonly string[]): EngineResult {
  if (hidden.length === 0) return result;
  const hiddenKeys = (kind: string) => new Set(hidden.filter((h) => h.kind === kind).map((h) => h.key));
  const concerns = hiddenKeys('concern');
  const facts = hiddenKeys('fact');
  const dates = hiddenKeys('key-date');

  // Old position → new position, for the questions that point at a concern by its place.
  const kept = new Map<number, number>();
  result.concerns.forEach((_, index) => {
    const id = concernIds[index];
    if (!id || !concerns.has(id)) kept.set(index, kept.size);
  });
  const remaining = result.concerns.filter((_, index) => kept.has(index));
  const categoryCounts = { ...result.categoryCounts };
  for (const category of Object.keys(categoryCounts) as (keyof typeof categoryCounts)[]) {
    categoryCounts[category] = remaining.filter((c) => c.category === category).length;
  }

  const details = { ...result.comprehensivePropertyAnalysis.propertyDetails };
  for (const field of Object.keys(details) as (keyof Details)[]) {
    if (facts.has(field)) details[field] = HIDDEN_FACT;
  }

  return {
    ...result,
    concerns: remaining,
    categoryCounts,
    vendorQuestions: result.vendorQuestions.flatMap((q) => {
      const index = kept.get(q.concernIndex);
      return index === undefined ? [] : [{ ...q, concernIndex: index }];
    }),
    keyDates: result.keyDates.filter((d) => !dates.has(d.kind)),
    // The hidden concern's risk, easement line and summary lines go with it.
    comprehensivePropertyAnalysis: {
      ...withoutFindingsTitled(result.comprehensivePropertyAnalysis, new Set(result.concerns.filter((_, index) => !kept.has(index)).map((c) => c.title))),
      propertyDetails: details,
    },
  };
}
