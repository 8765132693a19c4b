// Reader for the areas a plan gives its lots. A plan sheet's text layer loses the drawing and keeps
// its labels in one of two shapes:
//   alternating   "Lot 24" / "702.4 sq m" / "Lot 25" / "698.1 sq m"  (a table of areas, row by row)
//   columns       "13" / "14" / "15" / "98 m²" / "112 m²" / "97 m²"  (the lot labels, then their areas)
//   a row each    "13   14   15   16" / "98 m²   112 m²   112 m²   97 m²"  (a PDF's line of labels, then of areas)
//   a table row   "LOT 6   A: 1 ROOD 6 1/4 PERCHES"  (a lot's label and its area, cells of one line)
// Each lot label is paired with the area in the same position. Dimensions ("15.24") and bearings are
// not lot labels, and a run of labels is only paired with a run of areas of the same length, so a
// drawing's stray numbers never give a lot an area.
import { allAreas } from '../extract/area.ts';
import type { DocText, Line } from '../text/doc.ts';
import { CELL_GAP } from '../text/normalise.ts';

export interface LotArea {
  lot: string;
  m2: number;
  offset: number;
}

/** A label naming the figure after it as an area ("A:", "Area =", "Area"), spaces left out. */
const AREA_TAGS = new Set(['', 'a', 'a:', 'a=', 'area', 'area:', 'area=']);

/** "14", "Lot 14", "LOT 7A": a line that is a lot's label and nothing else. */
const LOT_LABEL = /^\s*(?:lot\s+)?(\d{1,4}[A-Z]?)\s*$/i;

/** The one area `text` holds when it is nothing but that area, with its index in `text`. */
function onlyArea(text: string): { m2: number; index: number } | null {
  const areas = allAreas(text);
  const only = areas[0];
  if (areas.length !== 1 || !only) return null;
  // A plan may label the figure as an area ("A: 1 ROOD 6 1/4 PERCHES", "Area = 612 m²").
  const before = text.slice(0, only.index).toLowerCase().split(' ').join('').trim();
  if (!AREA_TAGS.has(before) || text.slice(only.index + only.length).trim() !== '') return null;
  return { m2: only.m2, index: only.index };
}

function areaLine(line: Line): { m2: number; offset: number } | null {
  const area = onlyArea(line.scan);
  return area ? { m2: area.m2, offset: line.start + area.index } : null;
}

function lotLabel(line: Line): string | null {
  return LOT_LABEL.exec(line.scan)?.[1]?.toUpperCase() ?? null;
}

/** Every lot a plan labels with its area, in the document's order. */
export function readLotAreas(doc: DocText): LotArea[] {
  const lines = doc.lines.filter((l) => !l.running && l.scan.trim() !== '');
  const out: LotArea[] = [];
  let i = 0;
  while (i < lines.length) {
    const labels: string[] = [];
    while (i + labels.length < lines.length) {
      const label = lotLabel(lines[i + labels.length] as Line);
      if (label === null) break;
      labels.push(label);
    }
    const areas: { m2: number; offset: number }[] = [];
    while (i + labels.length + areas.length < lines.length) {
      const area = areaLine(lines[i + labels.length + areas.length] as Line);
      if (area === null) break;
      areas.push(area);
    }
    // A label followed by its area is one row of the alternating shape; a run of labels needs as many areas.
    if (labels.length >= 1 && (labels.length === areas.length || (labels.length === 1 && areas.length >= 1))) {
      const rows = labels.length === 1 ? 1 : labels.length;
      for (let k = 0; k < rows; k++) out.push({ lot: labels[k] as string, ...(areas[k] as { m2: number; offset: number }) });
      i += labels.length + rows;
      continue;
    }
    i += Math.max(1, labels.length);
  }
  return [...out, ...rowPairs(lines)];
}

/** A drawing's box lines ("|  325  |  326  |") read as cells: the rules become spaces, the same length. */
const unruled = (scan: string): string => scan.split('|').join(' ');

/** A line of lot labels ("13   14   15") and the line of areas under it, paired cell by cell. */
function rowPairs(lines: Line[]): LotArea[] {
  const out: LotArea[] = [];
  // A drawing's empty boxes ("|      |      |") stand between its labels and its areas.
  const drawn = lines.filter((l) => unruled(l.scan).trim() !== '');
  for (let i = 0; i < drawn.length; i++) {
    const line = drawn[i] as Line;
    const scan = unruled(line.scan);
    const labels = scan.trim().split(CELL_GAP);
    // A row of a table of areas: the lot's label, then its area ("LOT 6   A: 1 ROOD 6 1/4 PERCHES"),
    // perhaps with a short cell between ("9   2   91 m2": the lot, its level, its area).
    const between = labels.slice(1, -1);
    const rowArea = labels.length >= 2 && labels.length <= 3 && LOT_LABEL.test(labels[0] as string) && between.every((c) => c.length <= 4 && onlyArea(c) === null) ? onlyArea(labels[labels.length - 1] as string) : null;
    if (rowArea) {
      const at = scan.lastIndexOf(labels[labels.length - 1] as string);
      const lot = LOT_LABEL.exec(labels[0] as string)?.[1] ?? '';
      out.push({ lot: lot.toUpperCase(), m2: rowArea.m2, offset: line.start + at + rowArea.index });
      continue;
    }
    const under = drawn[i + 1];
    if (!under || labels.length < 2 || !labels.every((c) => LOT_LABEL.test(c))) continue;
    const underScan = unruled(under.scan);
    // The areas among the cells under them (a drawing's other labels may share the line).
    const areas: { m2: number; offset: number }[] = [];
    let from = 0;
    for (const cell of underScan.split(CELL_GAP)) {
      const at = underScan.indexOf(cell, from);
      from = at + cell.length;
      const area = onlyArea(cell);
      if (area) areas.push({ m2: area.m2, offset: under.start + at + area.index });
    }
    if (areas.length !== labels.length) continue;
    labels.forEach((label, k) => {
      const lot = LOT_LABEL.exec(label)?.[1] ?? label;
      out.push({ lot: lot.toUpperCase(), ...(areas[k] as { m2: number; offset: number }) });
    });
  }
  return out;
}

/** The area the plan gives this lot, when exactly one area is given for it. */
export function planAreaOfLot(doc: DocText, lot: string): { m2: number; offset: number } | null {
  const own = readLotAreas(doc).filter((a) => a.lot === lot.toUpperCase());
  const first = own[0];
  return first && own.every((a) => a.m2 === first.m2) ? { m2: first.m2, offset: first.offset } : null;
}
