// Rule edge cases on small synthetic snippets: what must and must not raise a flag.
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';

const run = (text: string) => analyseDocument({ pages: [{ number: 1, text }], fileName: 't.txt' }, { costs: null });
const S32 = 'Vendor Statement (section 32, Sale of Land Act 1962)\nAddress of property: 3 Test Street, Kew VIC 3101\n';
const CONTRACT = 'CONTRACT OF SALE OF REAL ESTATE\nParticulars of Sale\nProperty address: 3 Test Street, Kew VIC 3101\nPrice: $800,000\nDay of sale: 01/03/2026\n';

describe('nil answers and headings', () => {
  it.each([
    ['Notices, orders, declarations, reports or recommendations: nil.', 'outstanding_notices'],
    ['Statutory charges: none.', 'statutory_charge'],
    ['Growth areas infrastructure contribution\nDoes not apply.', 'gaic'],
    ['GAIC: not applicable.', 'gaic'],
    ['Services not connected\nNone - all services are connected.', 'non_connected_services'],
    ['Designated bushfire prone area: No.', 'bushfire_prone_area'],
    ['The land is not in a designated bushfire prone area.', 'bushfire_prone_area'],
    ['Easements, covenants and restrictions: none are recorded on the title.', 'easement'],
    ['There are no restrictive covenants.', 'restrictive_covenant'],
    ['Owner-builder: not applicable - no owner-builder work has been carried out.', 'owner_builder_no_insurance'],
    [
      '2.2 Owner-builder\nThis section applies only where there is a residence on the land that was constructed by an\nowner-builder within the preceding 6 years and section 137B of the Building Act 1993 applies.\nNot applicable.',
      'owner_builder_no_insurance',
    ],
    ['Compulsory acquisition: the vendor has not received any notice of intention to acquire.', 'compulsory_acquisition'],
    ['Overlays: the land is not affected by the Heritage Overlay.', 'heritage_overlay'],
    ['The growth areas infrastructure contribution for the parent land was paid before the plan was registered, and a GAIC release certificate issued.', 'gaic'],
    ['Emergency Services and Volunteers Fund  2026/2027  $204.10\n   (a State levy shown on the council notice; not a council rate)', 'outstanding_notices'],
    ['Due diligence checklist\nBuyers should check:\n  - whether the property is in a flood area or a bushfire prone area;\n  - any easements or section 173 agreements.', 'bushfire_prone_area'],
  ])('"%s" does not raise %s', (text, flag) => {
    const r = run(S32 + text);
    expect(r.flags).not.toContain(flag);
    expect(r.concerns).toEqual([]);
  });
});

describe('positive statements raise their flag', () => {
  it.each([
    ['Zone: General Residential Zone - Schedule 1 (GRZ1)\nOverlay: Heritage Overlay - Schedule 12 (HO12)', 'heritage_overlay'],
    ['Overlays: Land Subject to Inundation Overlay (LSIO1)', 'flood_overlay'],
    ['Overlay: Bushfire Management Overlay (BMO)', 'bushfire_overlay'],
    ['Designated bushfire prone area: Yes.', 'bushfire_prone_area'],
    ['A drainage easement E-1, 2 m wide, runs along the rear boundary in favour of Boroondara City Council.', 'easement'],
    ['Agreement under section 173 of the Planning and Environment Act 1987 recorded on title AB123456C.', 'section_173'],
    ['CAVEAT AX553901M 19/01/2026 Caveator: Acme Lending Pty Ltd', 'third_party_caveat'],
    ['(d) Caveat: a caveat (AX553902N) was lodged over the land by Ottilie Jane\n    Marchetti, who claims an interest as purchaser under an earlier contract.', 'third_party_caveat'],
    ['Services not connected: gas.', 'non_connected_services'],
    ['The garage was built without a building permit.', 'unapproved_building_work'],
    ['The vendor has received a building order from the council requiring repair of the retaining wall.', 'outstanding_notices'],
  ])('"%s" raises %s', (text, flag) => {
    expect(run(S32 + text).flags).toContain(flag);
  });
});

describe('a special levy not struck yet', () => {
  const OC = 'VENDOR STATEMENT\nLand: Unit 3, 5 Example Street, Ballarat VIC 3350\nThe land is affected by an owners corporation. Annual fees: $2,400.00.\n';
  it('is flagged as proposed, with no amount, and a denial of any proposed levy raises nothing', () => {
    const proposed = run(OC + 'The owners corporation intends to raise a special levy in 2027 for painting; the amount is not yet known.');
    expect(proposed.flags).toContain('oc_special_levy');
    expect(proposed.facts.ownersCorporation?.specialLevy).toBeNull();
    expect(proposed.concerns.map((c) => c.title)).toContain('A special levy is proposed');
    expect(run(OC + 'There is no special levy struck or proposed.').flags).not.toContain('oc_special_levy');
  });
});

describe('contract terms', () => {
  it('flags a contract that is not subject to finance, but not one that is', () => {
    expect(run(CONTRACT + 'Finance: this contract is not subject to finance.').flags).toContain('no_finance_clause');
    expect(run(CONTRACT + 'Loan: subject to finance - Loan amount: $600,000; Approval date: 20/03/2026').flags).not.toContain('no_finance_clause');
  });
  it('reads the finance options by their boxes: the unticked option is not the contract', () => {
    const options = (subject: string, not: string) => `${CONTRACT}FINANCE:   ${subject} This contract is subject to finance as set out in the annexure.\n          ${not} This contract is not subject to finance.\n`;
    expect(run(options('[X]', '[ ]')).flags).not.toContain('no_finance_clause');
    expect(run(options('[ ]', '[X]')).flags).toContain('no_finance_clause');
  });
  it('only flags early release when the deposit can actually be released', () => {
    expect(run(CONTRACT + 'Loan amount: $1\n12. Deposit. The Deposit must not be released to the Seller before settlement.').flags).not.toContain('early_deposit_release');
    expect(run(CONTRACT + 'Loan amount: $1\n12. Release. The purchaser authorises the release of the deposit to the vendor before settlement.').flags).toContain('early_deposit_release');
    expect(run(CONTRACT + 'Loan amount: $1\n12. Release of deposit. The purchaser agrees that the deposit may be released to the vendor before completion.').flags).toContain('early_deposit_release');
  });
  it('flags a sunset date', () => {
    expect(run(CONTRACT + 'Loan amount: $1\nSunset Date: 30 June 2028').flags).toContain('sunset_clause');
  });
  it('raises a deposit above 10% as its kind; a short settlement is a key date, not a concern', () => {
    const r = run(CONTRACT + 'Deposit: $120,000\nSettlement: 15/03/2026\nLoan amount: $1');
    expect(r.concerns.find((c) => c.kind === 'deposit_above_10')?.title).toBe('Deposit of 15% is above the usual 10%');
    expect(r.concerns.map((c) => c.title)).not.toContain('Short settlement (14 days)');
    expect(r.keyDates.find((d) => d.kind === 'settlement')?.date).toBe('2026-03-15');
  });
  it('raises cooling_off_waived for a waiver, never for an auction or the statutory right itself', () => {
    expect(run(CONTRACT + 'Loan amount: $1\nThe property was sold at auction on 1 March 2026.').flags).not.toContain('cooling_off_waived');
    const vic = run(CONTRACT + 'Loan amount: $1\nCooling off: the purchaser may end this contract within three clear business days.');
    expect(vic.flags).not.toContain('cooling_off_waived');
    expect(vic.concerns).toEqual([]);
    expect(run(CONTRACT + 'Loan amount: $1\nThe cooling-off period is waived by the purchaser.').flags).toContain('cooling_off_waived');
  });
  it('reads the inspection items: none in force and one answered "Not applicable" or struck out means no inspection condition', () => {
    expect(run(CONTRACT + 'Loan amount: $1\nBuilding report            Not applicable\nPest report                Not applicable\n').flags).toContain('no_inspection_condition');
    const struck = CONTRACT + 'Loan amount: $1\nSPECIAL CONDITIONS\n4 Building and pest inspection    [DELETED - struck out and initialled]\nThis contract is subject to a satisfactory building and pest inspection report by 1/04/2026.\n5 Settlement\nSettlement is by electronic lodgment.\n';
    expect(run(struck).flags).toContain('no_inspection_condition');
    expect(run(CONTRACT + 'Loan amount: $1\nSPECIAL CONDITIONS\n4 Inspection\nThis contract is subject to a satisfactory building and pest inspection report by 1/04/2026.\n').flags).not.toContain('no_inspection_condition');
    // No inspection item at all says nothing either way.
    expect(run(CONTRACT + 'Loan amount: $1\n').flags).not.toContain('no_inspection_condition');
    // An off-the-plan notice answered "Not applicable" is no off-the-plan sale.
    expect(run(CONTRACT + 'Loan amount: $1\nNOTICE TO PURCHASERS OF A LOT OFF-THE-PLAN\nNot applicable.\nBuilding report            Not applicable\n').flags).toEqual(expect.arrayContaining(['no_inspection_condition']));
  });
  it('a settlement term for a lot on an unregistered plan ("unless the land is a lot on ...") is no off-the-plan sale', () => {
    const term = 'Settlement is due on 20/05/2026 unless the land is a lot on an unregistered plan of subdivision, in which case settlement is due 14 days after the vendor gives notice of its registration.\n';
    const r = run(CONTRACT + 'Loan amount: $1\n' + term);
    expect(r.flags).not.toContain('off_the_plan');
    expect(r.comprehensivePropertyAnalysis.costs?.breakdown.find((b) => b.category === 'Stamp duty')?.notes ?? '').not.toMatch(/off-the-plan/i);
    expect(run(CONTRACT + 'Loan amount: $1\nThe land is a lot on an unregistered plan of subdivision; the plan has not yet been registered.\n').flags).toContain('off_the_plan');
  });
  it('reads an address on a street of any common type, under a label that wraps', () => {
    const r = run('CONTRACT FOR THE SALE AND PURCHASE OF LAND\nland (address, plan details and\ntitle reference)\n\n9 Heron Bend, Penrith NSW 2750. Lot 9 in Deposited Plan 123456.\nPrice: $800,000\n');
    expect(r.facts.propertyDetails.address).toBe('9 Heron Bend, Penrith NSW 2750');
  });
  it('adds a balance deposit whose label carries a qualifier in brackets, its value under it', () => {
    const r = run('CONTRACT FOR HOUSES AND RESIDENTIAL LAND\nProperty: 4 Tern Street, Southport QLD 4215\nPurchase Price: $700,000.00\nInitial Deposit:\n\n$10,000.00 payable on signing\n\nBalance Deposit (if any):\n\n$60,000.00 payable on 1/05/2026\n');
    expect(r.facts.propertyDetails.deposit).toBe(70000);
  });
  it('reads a valuation whose label follows its amount in brackets', () => {
    const r = run('CONTRACT FOR HOUSES AND RESIDENTIAL LAND\nProperty: 4 Tern Street, Southport QLD 4215\nRATE NOTICE\nValuation  $312,000 (site value, apportioned to the lot, effective 30/06/2025)\n');
    expect(r.facts.propertyDetails.councilValuation.siteValue).toBe(312000);
  });
  it('reads a party block whose name row is in capitals ("BUYER" / "NAME: ...")', () => {
    const r = run('CONTRACT FOR THE SALE OF RESIDENTIAL REAL ESTATE\nSELLER\nNAME:  ORCHID HOLDINGS PTY LTD\nADDRESS:  PO Box 1, Southport QLD 4215\nBUYER\nNAME:  MAI LINH TRAN and OWEN JAMES BRADLEY\nADDRESS:  2 Gull Street, Labrador QLD 4215\nProperty: 7 Tern Street, Labrador QLD 4215\nPurchase Price: $650,000\n');
    expect(r.facts.purchasers).toEqual(['MAI LINH TRAN', 'OWEN JAMES BRADLEY']);
  });
  it("reads the land's zone, not the qualification after it", () => {
    const r = run('PLANNING CERTIFICATE UNDER SECTION 10.7\nAddress: 2 Gull Street, Narrabeen NSW 2101\nAnswer: (a) Zone: R3 Medium Density Residential, except a strip along the lagoon which is zoned RE1 Public Recreation. (b) Permitted without consent: home occupations.\n');
    expect(r.facts.propertyDetails.zoning).toBe('R3 Medium Density Residential');
  });
  it("reads a schedule's answered row whose item and particulars wrap down their columns", () => {
    const sa = [
      "VENDOR'S STATEMENT (Form 1)",
      'Property: 9 Example Rise, Stirling SA 5152',
      'ITEM                                                         YES/NO   PARTICULARS',
      '1.1 Mortgage of land                                          NO',
      '1.2 Easement (whether registered or unregistered)             YES      Easement in favour of Example',
      '    (includes rights of way and service easements)                     Water Corporation for drainage',
      '                                                                       purposes, 2 metres wide along',
      '                                                                       the northern boundary.',
      '1.3 Restrictive covenant                                      NO',
    ].join('\n');
    const r = run(sa);
    expect(r.flags).toContain('easement');
    expect(r.facts.easements).toEqual([{ type: 'Drainage easement, 2 m wide, along the northern boundary', beneficiary: 'Example Water Corporation' }]);
    expect(r.flags).not.toContain('restrictive_covenant');
  });
  it("reads a schedule's item rows by their answer cells: nothing raised, nothing left unread", () => {
    const sa = "VENDOR'S STATEMENT (Form 1)\nProperty: 9 Example Rise, Stirling SA 5152\n10    PLANNING ACT\n10.1  Declaration of an area of land under section 88 of the Act        NO       Nil\n10.2  Enforcement notice or order, or proceedings, in force             NO       Nil\n";
    const r = run(sa);
    expect(r.couldNotConfirm).toEqual([]);
    expect(r.flags).toEqual([]);
  });
  it("names a mortgage's lender from a schedule's answer cell that names the dealing first", () => {
    const r = run("VENDOR'S STATEMENT (Form 1)\nProperty: 9 Example Rise, Stirling SA 5152\n1.1   Mortgage of land        YES      Registered mortgage 13000001 to Example Savings Bank Limited (trading as ESB). To be discharged on or before settlement.\n");
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Example Savings Bank Limited' }]);
  });
  it("keeps only the plan's easements the lot table lists within this lot", () => {
    const plan = S32 + 'Title: Lot 2 on Plan of Subdivision PS700001X\n\nEASEMENT INFORMATION\nEasement      Purpose       Width       Origin          In favour of\nE-1           Drainage      2.00        This plan       Example Shire Council\nE-2           Sewerage      2.00        This plan       Example Water Limited\n\nLOT TABLE\nLot         Area         Easements within lot\n1           402 m2       E-2 (along the western boundary)\n2           388 m2       E-1 (along the rear boundary)\n';
    const r = run(plan);
    expect(r.facts.easements.map((e) => e.beneficiary)).toEqual(['Example Shire Council']);
  });
  it('reads a site value after a long label that says who apportioned it and when', () => {
    const r = run('RATE NOTICE\nProperty: 4 Example Court, Nerang QLD 4211\nValuation: site value apportioned to the lot by the Valuer-General (30 June 2025): $412,000\n');
    expect(r.facts.propertyDetails.councilValuation.siteValue).toBe(412000);
  });
  it('a statement given alone is a vendor statement, however often it speaks of the contract to come', () => {
    const form = 'Form 2\nSELLER DISCLOSURE STATEMENT\nThis statement must be given to the buyer before the buyer signs the contract.\nProperty address: 4 Example Court, Nerang QLD 4211\nThe buyer may terminate the contract if this statement is not given. Special conditions in the contract do not change it. The date for completion is set by the contract.\n';
    expect(run(form).facts.documentType).toBe('section32');
  });
  it('reads overlay rows answered by boxes, one a line, each overlay on its own row', () => {
    const qld = 'SELLER DISCLOSURE STATEMENT\nProperty address: 4 Example Court, Nerang QLD 4211\n3.2 Overlays. The following overlays in the planning scheme affect the lot:\n     Landslide hazard overlay                 [ ] Yes   [X] No\n     Scenic amenity overlay                   [X] Yes   [ ] No\n     Flood overlay                            [ ] Yes   [X] No\n';
    expect(run(qld).facts.overlays.map((o) => o.name)).toEqual(['Scenic amenity overlay']);
  });
  it('keeps the dwelling and its complex before the street address in a labelled address', () => {
    const r = run('SELLER DISCLOSURE STATEMENT\nProperty address:   Villa 3 "Saltbush Gardens", 12 Example Street, Toowoomba QLD 4350\n');
    expect(r.facts.propertyDetails.address).toBe('Villa 3 "Saltbush Gardens", 12 Example Street, Toowoomba QLD 4350');
    expect(run('SELLER DISCLOSURE STATEMENT\nProperty address:   12 Example Street, Toowoomba QLD 4350\n').facts.propertyDetails.address).toBe('12 Example Street, Toowoomba QLD 4350');
  });
  it("reads the lot's share of a special levy, not what the lot has paid of it", () => {
    const r = run(S32 + 'Owners corporation certificate\n3.  Special fees or levies\n    A special levy of $30,000.00 was struck on 2 May 2026 for roof works. The share of Lot 2 (25%) is $7,500.00,\n    payable by 1 March 2027. Amount paid by Lot 2 to date: $0.00.\n');
    expect(r.facts.ownersCorporation?.specialLevy).toBe(7500);
  });
  it('adds up the funds a line labelled annual lists, each without its own period', () => {
    const r = run('SELLER DISCLOSURE STATEMENT\nProperty: 4 Example Court, Nerang QLD 4211\nBody corporate: the lot is included in a community titles scheme.\n7.2 Annual contributions for the lot: administrative fund $1,910.00; sinking fund $845.50 (see certificate).\n');
    expect(r.facts.ownersCorporation?.annualFees).toBe(2755.5);
  });
  it("reads an item titled for a problem by its question's ticked answer under it", () => {
    const item = (yes: string, no: string) => `SELLER DISCLOSURE STATEMENT\nProperty: 4 Example Court, Nerang QLD 4211\n5.3 Unlicensed building work under owner builder permit\n    Has owner-builder work been done on the lot in the last 6 years?   ${yes} Yes   ${no} No\n`;
    expect(run(item('[ ]', '[X]')).flags).not.toContain('unapproved_building_work');
    expect(run(item('[X]', '[ ]')).flags).toContain('unapproved_building_work');
  });
  it("reads a label's list of overlays wrapped under its value column", () => {
    const sa = "VENDOR'S STATEMENT (Form 1)\nProperty: 9 Example Rise, Stirling SA 5152\n   Overlays:   Water Resources Overlay; Regulated and\n               Significant Tree Overlay\n   Heritage Adjacency Overlay:  NO\n";
    expect(run(sa).facts.overlays.map((o) => o.name)).toEqual(['Water Resources Overlay', 'Regulated and Significant Tree Overlay']);
  });
  it("reads the overlays a form item lists under its prompt, one a line, and raises the hazard's kind", () => {
    const sa = "VENDOR'S STATEMENT (Form 1)\nProperty: 9 Example Rise, Stirling SA 5152\n12    PLANNING\n12.1  Zone: Hills Neighbourhood Zone\n12.2  Overlays applying to the land:\n         Hazards (Bushfire - High Risk) Overlay\n         Water Resources Overlay\n12.3  No heritage overlay applies to the land.\n";
    const r = run(sa);
    expect(r.facts.overlays.map((o) => o.name)).toEqual(['Hazards (Bushfire - High Risk) Overlay', 'Water Resources Overlay']);
    expect(r.flags).toContain('bushfire_overlay');
    expect(r.flags).not.toContain('heritage_overlay');
  });
  it("reads a prose statement's water charges across a line break, and a lender's name without the clause joined after it", () => {
    const s32 = S32 + '1. Outgoings. Council rates are as the notice shows. Example Water charges for the year\nending 30 June 2026 are $1,050.20 (service charges and usage).\n9. The land is subject to mortgage AX100001A to Example\nBank of Australia and to caveat AX100002B lodged by Example Lending Pty Ltd.\n';
    const r = run(s32);
    expect(r.facts.outgoings.waterAnnual).toBe(1050.2);
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Example Bank of Australia' }]);
  });
  it("takes the statement's own address over a certificate's restatement, no purchaser from 'NOT KNOWN', and land within some metres of an overlay is not in it", () => {
    const s32 = [
      'VENDOR STATEMENT',
      'Vendor:        Example Person',
      'Land:          5 Example Way, Clyde North VIC 3978',
      '',
      'PLANNING CERTIFICATE',
      'Street Address: 5 EXAMPLE WAY CLYDE NORTH VIC 3978',
      'PURCHASER                      NOT KNOWN',
      'ADDITIONAL INFORMATION',
      'The land is within 250 metres of a Public Acquisition Overlay. It is not itself reserved for acquisition.',
    ].join('\n');
    const r = run(s32);
    expect(r.facts.propertyDetails.address).toBe('5 Example Way, Clyde North VIC 3978');
    expect(r.facts.purchasers).toEqual([]);
    expect(r.facts.overlays).toEqual([]);
    expect(r.flags).not.toContain('compulsory_acquisition');
  });
  it('reads a reference schedule: the dwelling under its heading, the lot and the ticked plan type, the ticked tenancy option', () => {
    const qld = [
      'REIQ Contract for the Sale and Purchase of Residential Real Estate',
      'REFERENCE SCHEDULE',
      'PROPERTY',
      'Address: Villa 2 "Bottlebrush Court", 7 Example Lane, Carina QLD 4152',
      'Description:  Lot: 2     [ ] on RP  [X] on SP  [ ] on BUP   No: 300123',
      'Purchase Price:    $600,000.00',
      'TENANCY',
      '[X] The Property is sold subject to the tenancy     [ ] Vacant possession',
    ].join('\n');
    const r = run(qld);
    expect(r.facts.propertyDetails).toMatchObject({ address: 'Villa 2 "Bottlebrush Court", 7 Example Lane, Carina QLD 4152', lot: '2', plan: 'SP300123' });
    expect(r.flags).toContain('tenancy');
    expect(run(qld.replace('[X] The Property', '[ ] The Property').replace('[ ] Vacant', '[X] Vacant')).flags).not.toContain('tenancy');
  });
  it("reads a certificate's lettered zone item, and a by-law that says a lot must not be let short-term", () => {
    const r = run('PLANNING CERTIFICATE UNDER SECTION 10.7\nAddress: 2 Gull Street, Narrabeen NSW 2101\n2  Zoning\n   (a) Zone R3 Medium Density Residential.\n   (b) Permitted without consent: home occupations.\nSTRATA BY-LAWS\n5  Letting. A lot must not be used for short-term rental accommodation unless it is the host\'s home.\n');
    expect(r.facts.propertyDetails.zoning).toBe('R3 Medium Density Residential');
    expect(r.flags).toContain('short_stay_bylaw');
  });
  it('reads a by-law in a table whose wording wraps under its column, and short-stay as short-term', () => {
    const bylaws = S32 + 'REGISTERED BY-LAWS\nBy-law 7    Letting: a lot must not be let or licensed for short-stay accommodation, meaning\n            any stay of less than 90 days.\nBy-law 8    Pets: one small animal with approval.\n';
    expect(run(bylaws).flags).toContain('short_stay_bylaw');
  });
  it('reads a by-law limiting short-term letting however it is worded', () => {
    const strata = S32 + 'Owners corporation by-laws: by-law 12 - no short-term letting under 3 months.\n';
    expect(run(strata).flags).toContain('short_stay_bylaw');
    expect(run(S32 + 'By-laws: short-term letting is allowed.\n').flags).not.toContain('short_stay_bylaw');
  });
  it('asks an active owners corporation for its insurance, never an inactive one', () => {
    const inactive = S32 + 'Owners corporation: the land is affected by an owners corporation. It is an inactive owners corporation and it does not hold insurance.\n';
    expect(run(inactive).flags).not.toContain('oc_insurance_missing');
  });
  it('flags GST added to the price', () => {
    expect(run(CONTRACT + 'Loan amount: $1\nGST: the price is plus GST.').concerns.map((c) => c.title)).toContain('GST wording may add to the price');
  });
});

describe('owners corporation', () => {
  it('raises a special levy and litigation, but not a denial of proceedings', () => {
    const yes = run(S32 + 'Owners corporation: annual fees $2,400.00 per year. A special levy of $3,000.00 for Lot 2 was struck in January 2026. The owners corporation is a party to proceedings in VCAT against the builder.');
    expect(yes.flags).toEqual(expect.arrayContaining(['oc_special_levy', 'oc_litigation']));
    const no = run(S32 + 'Owners corporation: annual fees $2,400.00 per year. Legal proceedings: the owners corporation is not a party to any proceedings. Special levies: none.');
    expect(no.flags).not.toContain('oc_litigation');
    expect(no.flags).not.toContain('oc_special_levy');
    expect(no.facts.ownersCorporation).toEqual({ annualFees: 2400, specialLevy: null, litigation: false });
  });
});

describe('particulars read as forms set them out', () => {
  const lease = (first: string, second: string) =>
    `${CONTRACT}Lease\nAt settlement the purchaser is entitled to vacant possession of the property unless the box is\nchecked, in which case the property is sold subject to:\n${first}  a lease for a term ending on ___/___/20___\n   OR\n${second}  a residential rental agreement for a fixed term ending on 30/04/2027\n\nSPECIAL CONDITIONS\n1. The purchaser acknowledges that the property is let to Ines Moreau under a residential rental agreement.\n`;

  it('a statement that holds "unless the box is checked" gives way to the ticked option under it', () => {
    expect(run(lease('[ ]', '[X]')).flags).toContain('tenancy');
  });

  it("an agent's receipt restating the balance of the deposit adds nothing to the deposit", () => {
    const pages = [
      { number: 1, text: `${CONTRACT}Deposit    $60,000.00   by 14/03/2026\n` },
      { number: 2, text: 'ANNEXURE B\nRECEIPT - DEPOSIT HELD IN TRUST\nAmount: $5,000.00\nBeing: part payment of the deposit.\nBalance of deposit $55,000.00 due by 14/03/2026.\n' },
    ];
    expect(analyseDocument({ pages, fileName: 't.txt' }, { costs: null }).facts.propertyDetails.deposit).toBe(60000);
  });

  it('a contract that names the section 32 statement given is a contract, not one with its statement', () => {
    expect(run(`${CONTRACT}The purchaser acknowledges receiving the vendor's statement under section 32 before signing.\nSpecial conditions: nil`).facts.documentType).toBe('contract');
  });
});

describe('a vendor statement schedule set out as questions with their YES / NO column', () => {
  const SA = "Form 1 - Vendor's statement (section 7, Land and Business (Sale and Conveyancing) Act 1994)\nProperty: 3 Banksia Court, Aldgate SA 5154\n";
  const schedule = [
    '1.3     Is the land subject to a restrictive covenant, whether registered or unregistered?',
    '                                                                                   YES',
    '        Particulars: Encumbrance 12940021 in favour of Seabreeze Estates Pty Ltd, registered 2 June 2015.',
    '',
    '15.1    Zone and overlays that apply to the land under the Planning and Design Code:',
    '        Zone:       Hills Neighbourhood Zone (HN)',
    '        Overlays:   Native Vegetation Overlay',
    '                    Hazards (Flooding - General) Overlay',
    '                    Water Resources Overlay',
  ].join('\n');

  it('lists each overlay set one a line in the value column, and raises the one that is a hazard', () => {
    const r = run(SA + schedule);
    expect(r.facts.overlays.map((o) => o.name)).toEqual(['Native Vegetation Overlay', 'Hazards (Flooding - General) Overlay', 'Water Resources Overlay']);
    expect(r.flags).toContain('flood_overlay');
  });

  it('takes the covenant from the particulars under the answer, not the question', () => {
    expect(run(SA + schedule).facts.covenants).toEqual(['Encumbrance 12940021 in favour of Seabreeze Estates Pty Ltd, registered 2 June 2015.']);
  });
});

describe('a body corporate certificate set out as a form', () => {
  const QLD = 'BODY CORPORATE CERTIFICATE (Body Corporate and Community Management Act 1997)\nLot 4 in Kookaburra Rise CTS 61020, 8 Example Lane, Ashgrove QLD 4060\n';

  it('a question wrapped onto a second line, its answer in a cell after it, is answered No', () => {
    const text = `${QLD}Is the body corporate a party to any proceedings in a court or tribunal, or to a\n    dispute resolution application under the Act?          No.\n`;
    expect(run(text).flags).not.toContain('oc_litigation');
    expect(run(text.replace('No.', 'Yes.')).flags).toContain('oc_litigation');
  });

  it('adds up the funds set one a line under a label calling them annual', () => {
    const text = `${QLD}Annual contributions for the Lot (current financial year):\nAdministrative Fund:\nSinking Fund:\n$1,840.00\n$960.00\nSpecial contributions: nil\n`;
    expect(run(text).facts.ownersCorporation?.annualFees).toBe(2800);
  });
});

describe('a WA offer and acceptance', () => {
  const WA = [
    'CONTRACT FOR SALE OF LAND OR STRATA TITLE BY OFFER AND ACCEPTANCE',
    'PARTICULARS',
    'Agent / Agency          Jarrah Hills Realty Pty Ltd',
    '                        7/18 Canning Road, Kalamunda WA 6076',
    'Seller                  Wendell Amos Crane',
    'Property address        9 Balga Chase, Lesmurdie WA 6076',
    'Purchase price          $690,000.00',
    'Settlement date         30/06/2026',
    '',
    'SPECIAL CONDITIONS',
    '1. The Buyer authorises the Deposit Holder to pay $8,000.00 of the Deposit to the Seller within 2 Business Days after the finance clause is satisfied, and before Settlement.',
    '',
    'Heritage. The property is not on the Heritage List. The adjoining section of Pickering Road is a heritage precinct.',
  ].join('\n');

  it("reads the property's own address, a part of the deposit paid early, and a heritage precinct next door as other land", () => {
    const r = run(WA);
    expect(r.facts.propertyDetails.address).toBe('9 Balga Chase, Lesmurdie WA 6076');
    expect(r.flags).toContain('early_deposit_release');
    expect(r.flags).not.toContain('heritage_overlay');
  });
});

describe('an off-the-plan NSW contract', () => {
  const NSW = 'CONTRACT FOR THE SALE AND PURCHASE OF LAND\nvendor: Parkline Developments Pty Ltd\nprice: $980,000\ncontract date: 4 May 2026\n';

  it('the disclosure\'s sunset date item as stated, not its title alone', () => {
    expect(run(`${NSW}\nPart 2  Sunset date\nSunset date:       30 June 2028 (see additional condition 36)\n`).flags).toContain('sunset_clause');
  });

  it('a margin scheme sale whose price includes GST adds nothing, and the RW payment is GST withholding', () => {
    const r = run(`${NSW}Margin scheme will be used in making the taxable supply   [ ] NO   [X] yes\nPurchaser must make an RW payment   [ ] NO   [X] yes\n40.1 The sale is a taxable supply and the margin scheme applies; the price includes GST.\n`);
    expect(r.flags).toContain('gst_withholding');
    expect(r.flags).not.toContain('gst_additional');
  });

  it('an easement that benefits the lot burdens nothing', () => {
    expect(run(`${NSW}Lot 3 in DP 1287741\nSewer main within 1.5 m drainage easement (benefits Lot 3)\n`).flags).not.toContain('easement');
  });
});

describe('answers as forms give them', () => {
  it('a ticked "Not applicable" before the problem denies it', () => {
    expect(run(`${CONTRACT}[X] Not applicable - the land is not affected by an unregistered plan of subdivision.`).flags).not.toContain('off_the_plan');
  });

  it('an easement the plan places on a range of other lots burdens nothing here', () => {
    expect(run(`${S32}Land: Lot 4 on Plan of Subdivision 512774\n(Drainage easements E-1 and E-2 on the plan affect Lots 7 to 12 only.)`).flags).not.toContain('easement');
    expect(run(`${S32}Land: Lot 9 on Plan of Subdivision 512774\n(Drainage easements E-1 and E-2 on the plan affect Lots 7 to 12 only.)`).flags).toContain('easement');
  });

  it('a contract not subject to the purchaser obtaining a loan or any other finance', () => {
    expect(run(`${CONTRACT}4. No finance\nThis contract is not subject to the purchaser obtaining a loan or any other finance.`).flags).toContain('no_finance_clause');
  });

  it('a question wrapped onto the line that holds its boxes is answered by them', () => {
    const q = (yes: string, no: string) => `${S32}Are there any unsatisfied show cause notices or enforcement notices under the Building Act or Planning\nAct 2016?   ${yes} Yes   ${no} No`;
    expect(run(q('[ ]', '[X]')).flags).not.toContain('outstanding_notices');
    expect(run(q('[X]', '[ ]')).flags).toContain('outstanding_notices');
  });
});

describe("a form's conditions and the land next door", () => {
  it('"This clause applies only if ..." states no problem', () => {
    const text = `${CONTRACT}23 Consents\nThis clause applies only if the land, or part of it, cannot be transferred without consent under legislation or a planning approval.\n24 Unregistered plans\nThis clause applies only if some of the land is described as a lot in an unregistered plan.`;
    const r = run(text);
    expect(r.flags).not.toContain('off_the_plan');
    expect(r.flags).not.toContain('unapproved_building_work');
  });

  it('a heritage item the land adjoins is not this land', () => {
    expect(run(`${S32}(a) Heritage: the land adjoins a local heritage item, "Cottage" at 46 Example Parade.`).flags).not.toContain('heritage_overlay');
  });
});
