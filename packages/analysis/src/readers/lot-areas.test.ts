// The lot-areas reader on plan sheets' text layers, written for the project.
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { planAreaOfLot, readLotAreas } from './lot-areas.ts';

const doc = (text: string) => buildDoc(splitTextIntoPages(text));

const COLUMNS = [
  'STRATA PLAN 51177 - FIRST FLOOR',
  '31',
  '32',
  '33',
  '64 m²',
  '71 m²',
  '58 m²',
  'COMMON PROPERTY',
  'Areas are approximate.',
].join('\n');

const ROWS = ['SCHEDULE OF LOT AREAS', 'Lot 101', '540.2 sq m', 'Lot 102', '512.9 sq m', 'Lot 103', '0.12 ha'].join('\n');

describe('lot areas on a plan', () => {
  it('pairs a run of lot labels with the run of areas after it, position by position', () => {
    expect(readLotAreas(doc(COLUMNS)).map((a) => [a.lot, a.m2])).toEqual([
      ['31', 64],
      ['32', 71],
      ['33', 58],
    ]);
    expect(planAreaOfLot(doc(COLUMNS), '32')?.m2).toBe(71);
  });

  it('reads a table of areas given row by row, whatever the unit', () => {
    expect(readLotAreas(doc(ROWS)).map((a) => [a.lot, a.m2])).toEqual([
      ['101', 540.2],
      ['102', 512.9],
      ['103', 1200],
    ]);
  });

  it('gives no area when the runs differ in length, or the labels are dimensions', () => {
    const uneven = ['7', '8', '9', '410 m²', '388 m²'].join('\n');
    expect(planAreaOfLot(doc(uneven), '8')).toBeNull();
    const dimensions = ['15.24', '30.48', '612 m²'].join('\n');
    expect(readLotAreas(doc(dimensions))).toEqual([]);
  });

  it('pairs a line of lot labels with the line of areas under it, as a PDF gives a plan', () => {
    const plan = ['PLAN OF SUBDIVISION PS990102Q', '1   2   3', 'E-1   318m²   296m²   301m²   CP 1', 'COMMON PROPERTY'].join('\n');
    expect(readLotAreas(doc(plan)).map((a) => [a.lot, a.m2])).toEqual([
      ['1', 318],
      ['2', 296],
      ['3', 301],
    ]);
  });

  it('the quote points at the area in the document', () => {
    const d = doc(COLUMNS);
    const hit = planAreaOfLot(d, '33');
    expect(hit && d.scan.slice(hit.offset, hit.offset + 5)).toBe('58 m²');
  });
});

describe('plans as drawings and schedules set their areas out', () => {
  const areas = (text: string) => readLotAreas(buildDoc([{ number: 1, text }])).map((a) => [a.lot, a.m2]);

  it("an old plan's lot number over its area in roods and perches", () => {
    expect(areas(['7', '1 r. 4 1/2 p.', "66'0\"", '8', '1 r. 0 3/4 p.'].join('\n'))).toEqual([
      ['7', 1125.53],
      ['8', 1030.68],
    ]);
  });

  it("a drawing's boxed row of lot numbers over its row of areas, empty boxes between", () => {
    expect(areas(['|  41      |   42     |   43     |', '|          |          |          |', '|  402m²   |  415m²   |  398m²   |'].join('\n'))).toEqual([
      ['41', 402],
      ['42', 415],
      ['43', 398],
    ]);
  });

  it("a lot area schedule's rows: the lot, its level, its area", () => {
    expect(areas(['LOT AREA SCHEDULE', 'Lot      Level     Area', '21       3         76 m2', '22       3         81 m2'].join('\n'))).toEqual([
      ['21', 76],
      ['22', 81],
    ]);
  });
});
