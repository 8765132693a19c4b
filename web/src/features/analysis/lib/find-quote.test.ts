import { describe, expect, it } from 'vitest';
import { findQuote, pageOfLocation } from './find-quote.ts';

const marked = (items: string[], ranges: { item: number; start: number; end: number }[]) => ranges.map((r) => (items[r.item] as string).slice(r.start, r.end));

describe('findQuote', () => {
  it('finds a quote spread over several pieces, across a line break and a hyphen at a line end', () => {
    const items = ['7 Encumbrances', 'The land is subject to a drain-', 'age easement along the rear', 'boundary. Other text.'];
    const match = findQuote(items, 'The land is subject to a drainage easement along the rear boundary.');
    expect(match?.exact).toBe(true);
    // From its first letter to its last: the hyphen and the full stop are not compared.
    expect(marked(items, match!.ranges)).toEqual(['The land is subject to a drain', 'age easement along the rear', 'boundary']);
  });

  it('tolerates spacing, case, curly quotes and ligatures', () => {
    const items = ['Vendor’s  CERTIFICATE:   ﬁnal notice issued'];
    const match = findQuote(items, "vendor's certificate: final notice");
    expect(match?.exact).toBe(true);
    expect(marked(items, match!.ranges)).toEqual(['Vendor’s  CERTIFICATE:   ﬁnal notice']);
  });

  it('falls back to the piece sharing most of its words when the words are not there in order', () => {
    const items = ['Rates: $1,200 per year', 'Heritage Overlay HO12 applies to the whole lot', 'Zone: GRZ1'];
    const match = findQuote(items, 'Overlay: Heritage Overlay (HO12) [X] Yes');
    expect(match).toEqual({ exact: false, ranges: [{ item: 1, start: 0, end: items[1]!.length }] });
  });

  it('finds nothing for a quote none of whose words is on the page, or an empty one', () => {
    expect(findQuote(['Zone: GRZ1'], 'Bushfire prone area')).toBeNull();
    expect(findQuote(['Zone: GRZ1'], ' - ')).toBeNull();
  });
});

describe('pageOfLocation', () => {
  it("reads the page a concern's location names", () => {
    expect(pageOfLocation('Page 3, Special conditions')).toBe(3);
    expect(pageOfLocation('Special conditions (page 12)')).toBe(12);
    expect(pageOfLocation('Special conditions')).toBeNull();
    expect(pageOfLocation(null)).toBeNull();
    expect(pageOfLocation('Page 0')).toBeNull();
  });
});
