// Lines about other land (overlays in the vicinity, a neighbour's lot) are asides: they give no fact
// about this land. Layouts written for the project.
import { describe, expect, it } from 'vitest';
import { buildDoc } from './doc.ts';
import { splitTextIntoPages } from './pages.ts';

const asides = (lines: string[]) => {
  const doc = buildDoc(splitTextIntoPages(lines.join('\n')));
  return doc.lines.filter((l) => l.aside).map((l) => l.text.trim());
};

describe('lines about other land', () => {
  it('the list under a title-like line about other land, to the next blank line', () => {
    expect(
      asides(['OVERLAYS', 'VEGETATION PROTECTION OVERLAY - SCHEDULE 2 (VPO2)', '', 'Overlays nearby that do not apply to this property', 'in the vicinity of the land', 'PUBLIC ACQUISITION OVERLAY (PAO)   PAO1', 'ENVIRONMENTAL AUDIT OVERLAY (EAO)', '', 'BUSHFIRE', 'The land is not in a designated bushfire prone area.']),
    ).toEqual(['in the vicinity of the land', 'PUBLIC ACQUISITION OVERLAY (PAO)   PAO1', 'ENVIRONMENTAL AUDIT OVERLAY (EAO)']);
  });

  it('a sentence about nearby land is no introduction: the lines after it are this land\'s', () => {
    expect(asides(['The heritage place in the vicinity was assessed in 2019.', 'VEGETATION PROTECTION OVERLAY (VPO2)'])).toEqual([]);
  });

  it('a list set apart from its introduction by a blank line is still the introduced list', () => {
    expect(
      asides(['ADDITIONAL OVERLAYS', 'Overlays in the vicinity of the land, not directly affecting it', '', '   SPECIFIC CONTROLS OVERLAY (SCO)', '   HERITAGE OVERLAY (HO)', '', 'DESIGNATED BUSHFIRE PRONE AREA', 'This land is not in a designated bushfire prone area.']),
    ).toEqual(['Overlays in the vicinity of the land, not directly affecting it', '', 'SPECIFIC CONTROLS OVERLAY (SCO)', 'HERITAGE OVERLAY (HO)']);
  });

  it("a map's legend of codes and names is an aside; a code's own line is not", () => {
    expect(asides(['ZONES', 'NRZ1 - Neighbourhood Residential Zone (Schedule 1)', '', '   NRZ - Neighbourhood Residential    C1Z - Commercial 1    PUZ - Public Use', 'RGZ - Residential Growth'])).toEqual([
      'NRZ - Neighbourhood Residential    C1Z - Commercial 1    PUZ - Public Use',
      'RGZ - Residential Growth',
    ]);
  });
});
