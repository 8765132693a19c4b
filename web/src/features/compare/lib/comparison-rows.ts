import { type ComparedAnalysis, INFO_KINDS, type ItemRef, type KeyDate, withoutInternalKeys } from '@doco/contracts';
import { KIND_LABELS } from '@/features/accuracy/lib/labels';
import type { RiskLevel } from '@/lib/risk-levels';

// The rows of the comparison that depend on what the analyses found: one per risk found in any of
// them, one per key date any of them has. A row is named in the buyer's words: a kind is an internal
// key and is never shown.

const LEVEL_ORDER: Record<RiskLevel, number> = { critical: 4, high: 3, medium: 2, low: 1 };

/** What one property's cell of a risk row says. */
export type RiskCell =
  | { state: 'found'; level: RiskLevel | null; titles: string[] }
  | { state: 'hidden' }
  | { state: 'checked'; title: string }
  | { state: 'unconfirmed' }
  | { state: 'none' };

export interface RiskRow {
  key: string;
  label: string;
  cells: RiskCell[];
}

/** Whether the buyer hid this item from the analysis's report (the comparison leaves it out as the report does). */
export const isHiddenIn = (analysis: ComparedAnalysis, kind: ItemRef['kind'], key: string) => analysis.hiddenItems.some((h) => h.kind === kind && h.key === key);

const kindLabel = (kind: string): string | undefined => (KIND_LABELS as Record<string, string>)[kind];
/** Info kinds (the zoning, the OC fees) are facts a buyer should see, not risks to weigh: no row. */
const isInfo = (kind: string | null) => kind !== null && (INFO_KINDS as readonly string[]).includes(kind);

/** The worse of two levels; an unknown level (a concern stored before levels) counts below any. */
const worse = (a: RiskLevel | null, b: RiskLevel | null) => (b && (!a || LEVEL_ORDER[b] > LEVEL_ORDER[a]) ? b : a);

/**
 * One row per risk kind any analysis has a concern of, the worst level first (info kinds have none). A
 * concern with no kind (stored before kinds) or a kind with no label yet is a row of its own title. Where
 * a property has no such concern, its cell says whether the buyer hid it from that report, its document
 * cleared the item, could not confirm it, or none of these.
 */
export function riskRows(analyses: ComparedAnalysis[]): RiskRow[] {
  const rows = new Map<string, { label: string; found: Map<number, { level: RiskLevel | null; titles: string[] }>; hidden: Set<number> }>();
  analyses.forEach((analysis, column) => {
    for (const concern of analysis.concerns) {
      if (isInfo(concern.kind)) continue;
      const title = withoutInternalKeys(concern.title);
      const label = concern.kind ? kindLabel(concern.kind) : undefined;
      const key = label && concern.kind ? `kind:${concern.kind}` : `title:${title.toLowerCase()}`;
      const row = rows.get(key) ?? { label: label ?? title, found: new Map(), hidden: new Set<number>() };
      rows.set(key, row);
      if (isHiddenIn(analysis, 'concern', concern.id)) {
        row.hidden.add(column);
        continue;
      }
      const cell = row.found.get(column) ?? { level: null, titles: [] };
      cell.level = worse(cell.level, concern.severity);
      if (!cell.titles.includes(title)) cell.titles.push(title);
      row.found.set(column, cell);
    }
  });
  // A row only of concerns the buyer hid is no row at all.
  const shown = [...rows].filter(([, row]) => row.found.size > 0);
  const result = shown.map(([key, row]) => ({
    key,
    label: row.label,
    cells: analyses.map((analysis, column): RiskCell => {
      const found = row.found.get(column);
      if (found) return { state: 'found', ...found };
      if (row.hidden.has(column)) return { state: 'hidden' };
      const kind = key.startsWith('kind:') ? key.slice(5) : null;
      const checked = kind ? analysis.checked.find((item) => item.kind === kind) : undefined;
      if (checked) return { state: 'checked', title: checked.title };
      if (kind && analysis.couldNotConfirm.some((item) => item.kind === kind)) return { state: 'unconfirmed' };
      return { state: 'none' };
    }),
  }));
  const worst = (row: RiskRow) => Math.max(0, ...row.cells.map((c) => (c.state === 'found' && c.level ? LEVEL_ORDER[c.level] : 0)));
  return result.sort((a, b) => worst(b) - worst(a) || a.label.localeCompare(b.label));
}

export interface KeyDateRow {
  kind: KeyDate['kind'];
  label: string;
  /** Each property's date of this kind, 'hidden' when the buyer hid it from that report, or null when its document has none. */
  cells: (Pick<KeyDate, 'date' | 'rule'> | 'hidden' | null)[];
}

/** One row per kind of key date any analysis has, in the order they first appear (the contract's order). */
export function keyDateRows(analyses: ComparedAnalysis[]): KeyDateRow[] {
  const labels = new Map<KeyDate['kind'], string>();
  for (const analysis of analyses) {
    for (const item of analysis.keyDates) if (!labels.has(item.kind) && !isHiddenIn(analysis, 'key-date', item.kind)) labels.set(item.kind, item.label);
  }
  return [...labels].map(([kind, label]) => ({
    kind,
    label,
    cells: analyses.map((analysis) => (isHiddenIn(analysis, 'key-date', kind) ? 'hidden' : (analysis.keyDates.find((item) => item.kind === kind) ?? null))),
  }));
}

/** What a column is called: the property's address (unless the buyer hid it), else the document's name. */
export const propertyName = (analysis: ComparedAnalysis) =>
  (!isHiddenIn(analysis, 'fact', 'address') && analysis.property?.address?.trim()) || analysis.documentName;

/** The questions, without those of concerns the buyer hid (as the report leaves them out). */
export const shownQuestions = (analysis: ComparedAnalysis) => analysis.vendorQuestions.filter((q) => !isHiddenIn(analysis, 'concern', q.concernId));
