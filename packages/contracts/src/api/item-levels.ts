import type { ComprehensivePropertyAnalysisDto } from './analysis.ts';
import { CONCERN_KINDS, type ConcernKind } from './concern-kinds.ts';

// One item, one level, one row (issue 26). The results view and the PDF report show an item in the
// tabs, the risks and the concern cards; each shows the level of the concern the item is (its severity
// for its kind), each tab lists an item once, and no internal key reaches the buyer. Both read the
// analysis through `alignTabs`, so they cannot disagree.

type Analysis = ComprehensivePropertyAnalysisDto;
type Level = Analysis['risks'][number]['severity'];
type Encumbrance = Analysis['easements'][number];
/** What the tabs show (the engine's result and the API's response differ only outside it, in costs). */
type Tabs = Pick<Analysis, (typeof RESTRICTION_GROUPS)[number][0] | 'overlays' | 'risks'>;

/** What a concern contributes: its kind, its title and its level (null for one stored before levels). */
export interface LevelSource {
  kind: ConcernKind | null;
  title: string;
  severity: Level | null;
}

/** The concern kinds a tab item of this type (normalised) can be. */
const TYPE_KINDS: Record<string, readonly ConcernKind[]> = {
  easement: ['easement'],
  'restrictive covenant': ['restrictive_covenant'],
  'section 173 agreement': ['section_173'],
  caveat: ['third_party_caveat'],
  'notice order': ['outstanding_notices', 'compulsory_acquisition'],
  'statutory charge': ['statutory_charge'],
  mortgage: ['mortgage_to_discharge', 'mortgage_not_discharged'],
};

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// "Risk key: heritage_overlay", "(flag: easement)", or a catalogue key on its own.
const KEY_LABEL = new RegExp(`\\(?\\s*\\b(?:risk\\s+)?(?:key|kind|flag)\\s*:\\s*(?:${CONCERN_KINDS.join('|')})\\b\\s*\\)?\\.?`, 'gi');
const BARE_KEY = new RegExp(`\\b(?:${CONCERN_KINDS.filter((k) => k.includes('_')).join('|')})\\b`, 'g');

/** The text without internal keys (a concern kind is a key for code, never words for a buyer). */
export function withoutInternalKeys(text: string): string {
  return text.replace(KEY_LABEL, '').replace(BARE_KEY, '').replace(/\s{2,}/g, ' ').replace(/\s+([.,;:])/g, '$1').trim();
}

/** The concern an item is: the one of the same title, or the only one of its kind, or the one of its kind whose title names it. */
function concernFor(concerns: readonly LevelSource[], kinds: readonly ConcernKind[], texts: readonly string[]): LevelSource | undefined {
  const wanted = texts.map(normalise).filter(Boolean);
  const same = concerns.find((c) => wanted.includes(normalise(c.title)));
  if (same) return same;
  const ofKind = concerns.filter((c) => c.kind !== null && kinds.includes(c.kind));
  if (ofKind.length === 1) return ofKind[0];
  return ofKind.find((c) => wanted.some((w) => normalise(c.title).includes(w) || w.includes(normalise(c.title))));
}

const levelOf = (found: LevelSource | undefined, own: Level): Level => found?.severity ?? own;

function encumbrance(item: Encumbrance, concerns: readonly LevelSource[]): Encumbrance {
  const kinds = TYPE_KINDS[normalise(item.type)] ?? [];
  const found = concernFor(concerns, kinds, [item.description, item.type]);
  return { type: withoutInternalKeys(item.type), description: withoutInternalKeys(item.description), impact: withoutInternalKeys(item.impact), riskLevel: levelOf(found, item.riskLevel) };
}

/** The groups of the Restrictions tab, in the order it shows them. */
export const RESTRICTION_GROUPS = [
  ['easements', 'Easements'],
  ['restrictions', 'Restrictions'],
  ['covenants', 'Covenants'],
  ['encumbrances', 'Encumbrances'],
  ['caveats', 'Caveats'],
  ['notices', 'Notices'],
] as const;

const itemKey = (item: Encumbrance): string => `${normalise(item.type)}|${normalise(item.description)}`;

/**
 * The property analysis as the buyer sees it: each item at its concern's level, each item once per
 * tab (an item in an earlier group of the Restrictions tab is not repeated in a later one), no keys.
 */
export function alignTabs<T extends Tabs>(analysis: T, concerns: readonly LevelSource[]): T {
  const seen = new Set<string>();
  const groups = Object.fromEntries(
    RESTRICTION_GROUPS.map(([field]) => {
      const items = analysis[field].map((item) => encumbrance(item, concerns)).filter((item) => {
        const key = itemKey(item);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return [field, items];
    }),
  ) as Pick<Analysis, (typeof RESTRICTION_GROUPS)[number][0]>;
  const overlays = uniqueBy(analysis.overlays, (o) => normalise(o.type)).map((o) => {
    const found = concerns.find((c) => normalise(c.title).startsWith(normalise(o.type)));
    return {
      ...o,
      type: withoutInternalKeys(o.type),
      description: withoutInternalKeys(o.description),
      councilRules: withoutInternalKeys(o.councilRules),
      impact: withoutInternalKeys(o.impact),
      additionalInfo: withoutInternalKeys(o.additionalInfo),
      riskLevel: levelOf(found, o.riskLevel),
    };
  });
  const risks = uniqueBy(analysis.risks, (r) => `${normalise(r.title)}|${normalise(r.description)}`).map((r) => {
    const found = concerns.find((c) => normalise(c.title) === normalise(r.title));
    return { ...r, title: withoutInternalKeys(r.title), description: withoutInternalKeys(r.description), impact: withoutInternalKeys(r.impact), recommendation: withoutInternalKeys(r.recommendation), severity: levelOf(found, r.severity) };
  });
  return { ...analysis, ...groups, overlays, risks };
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
