// A short Victorian vendor statement in our own words, as a text file: an address, a title, and an
// easement, overlays and a bushfire-prone answer the engine raises as concerns (issue 26's browser test).

export const IRONBARK_LANE = {
  fileName: 'ironbark-lane-s32.txt',
  address: '9 Ironbark Lane, Daylesford VIC 3460',
  /** The concern the test reports as wrong, and its quote. */
  easementTitle: /^Sewerage easement E-1/,
  easementQuote: 'E-1 Drainage and sewerage easement 3.05 metres wide along the northern boundary in favour of Central Highlands Water.',
  text: `VENDOR STATEMENT - SECTION 32 OF THE SALE OF LAND ACT 1962 (VIC)

Property address: 9 Ironbark Lane, Daylesford VIC 3460
Land: Lot 3 on Plan of Subdivision PS 611208J
Title: Volume 11904 Folio 227
Land size: 640 square metres
Vendor: Marguerite Ellen Soto

1. FINANCIAL MATTERS
Council rates: $2,410.00 per annum (Hepburn Shire Council)
Water and sewerage: $1,180.00 per annum (Central Highlands Water)
Is there any charge or mortgage over the land? Yes - Mortgage to Ballarat Community Bank, to be discharged at settlement.

2. INSURANCE
Not applicable.

3. LAND USE
Easements, covenants or other similar restrictions: Yes
E-1 Drainage and sewerage easement 3.05 metres wide along the northern boundary in favour of Central Highlands Water.
Zoning: Township Zone (TZ)
Planning overlays: Heritage Overlay (HO412) - Daylesford Precinct. Bushfire Management Overlay (BMO).
The land is in a designated bushfire prone area: Yes

4. NOTICES
Is the vendor aware of any notice, order or proposal affecting the land? No

5. BUILDING PERMITS
No building permit has been issued in the past 7 years.

6. OWNERS CORPORATION
The land is not affected by an owners corporation.
`,
};
