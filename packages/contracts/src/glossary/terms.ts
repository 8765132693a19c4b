// The buyer's glossary (issue 26): one plain-English line per term the report uses. The web wraps
// these terms where they appear (<Glossed>), the Help Centre lists and searches them, and the PDF
// report can print them; all read this one table.

export interface GlossaryEntry {
  /** A stable key (anchors, React keys). */
  id: string;
  /** The name as the glossary lists it. */
  term: string;
  /** One line, plain Australian English: what it is and why it matters to a buyer. */
  short: string;
  /**
   * Wordings that name the term in a sentence, matched ignoring case, as whole words, with an
   * optional plural 's'. A space or hyphen matches either ('cooling off' = 'cooling-off'), an
   * apostrophe is optional, and a letter before a number may be followed by a space or full stop
   * ('s32' = 's 32' = 's.32').
   */
  phrases: readonly string[];
  /** Abbreviations matched exactly as written, capitals included ('CIV', never 'civ'). */
  abbreviations?: readonly string[];
  /** Words that, right after a phrase, mean something else ('caveat emptor' is no title caveat). */
  notFollowedBy?: readonly string[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'civ',
    term: 'Capital improved value (CIV)',
    short: "The council's valuation of the land together with the house and other improvements on it, used to set rates. It is not the price you pay.",
    phrases: ['capital improved value'],
    abbreviations: ['CIV'],
  },
  {
    id: 'nav',
    term: 'Net annual value (NAV)',
    short: "The council's estimate of the rent the property could earn in a year (for a home, usually 5% of its CIV), used by some councils to set rates and levies.",
    phrases: ['net annual value'],
    abbreviations: ['NAV'],
  },
  {
    id: 'site-value',
    term: 'Site value (SV)',
    short: "The council's valuation of the land alone, without the house or other buildings. Victorian land tax is worked out from it.",
    phrases: ['site value'],
    abbreviations: ['SV'],
  },
  {
    id: 'section-32',
    term: 'Section 32 statement',
    short: 'The vendor\'s statement a Victorian seller must sign and give you before you sign the contract, covering title, planning, rates, any owners corporation and more.',
    phrases: ['section 32 statement', 'section 32', 's32'],
  },
  {
    id: 'vendors-statement',
    term: "Vendor's statement",
    short: "The seller's written disclosure of facts about the property (title, rates, planning, owners corporation) that you should have before you sign: the Section 32 in Victoria, the Form 1 in South Australia.",
    phrases: ["vendor's statement"],
  },
  {
    id: 'form-1',
    term: 'Form 1 (SA)',
    short: "South Australia's vendor's statement, which the seller must give you before you sign; if it is missing or wrong, your cooling-off right can run for longer.",
    phrases: ['form 1'],
  },
  {
    id: 'form-2',
    term: 'Form 2 (Qld)',
    short: "Queensland's seller disclosure statement (from 1 August 2025), given before you sign with the title search, plan and notices; if it is missing or wrong you may be able to end the contract before settlement.",
    phrases: ['form 2'],
  },
  {
    id: 's66w',
    term: 'Section 66W certificate (NSW)',
    short: "A certificate signed by your own solicitor in NSW that gives up your 5-business-day cooling-off period, so the contract binds you as soon as contracts are exchanged.",
    phrases: ['section 66W certificate', '66W certificate', 'section 66W', 's66W'],
  },
  {
    id: 'section-173',
    term: 'Section 173 agreement (Vic)',
    short: 'An agreement between the council and an owner, recorded on the title, that binds every later owner too, for example limiting the number of homes or requiring works.',
    phrases: ['section 173 agreement', 's173 agreement', 'section 173', 's173'],
  },
  {
    id: 's10-7',
    term: 'Section 10.7 planning certificate (NSW)',
    short: "The council's certificate attached to every NSW contract, stating the land's zoning and whether hazards such as flood or bushfire, heritage listings or other planning controls affect it.",
    phrases: ['section 10.7 planning certificate', 'section 10.7 certificate', 's10.7 certificate', 'section 10.7', 's10.7'],
  },
  {
    id: 'gaic',
    term: 'Growth areas infrastructure contribution (GAIC)',
    short: "A one-off Victorian charge on some land in Melbourne's outer growth areas, due on the first sale, subdivision or major building permit after it applies. Check whether it has been paid.",
    phrases: ['growth areas infrastructure contribution'],
    abbreviations: ['GAIC'],
  },
  {
    id: 'caveat',
    term: 'Caveat',
    short: 'A notice on the title that someone claims an interest in the property. It should be removed by settlement so the title passes to you clear.',
    phrases: ['caveat'],
    // Latin for "let the buyer beware": a saying, not a notice on the title.
    notFollowedBy: ['emptor'],
  },
  {
    id: 'easement',
    term: 'Easement',
    short: "Someone else's right to use part of the land, such as a water authority's pipes, power lines or a neighbour's driveway. You usually cannot build over it.",
    phrases: ['easement'],
  },
  {
    id: 'covenant',
    term: 'Covenant (restrictive covenant)',
    short: 'A promise recorded on the title that limits what any owner may do with the land, such as one house only or set building materials. It binds you once you buy.',
    phrases: ['restrictive covenant', 'covenant'],
  },
  {
    id: 'owners-corporation',
    term: 'Owners corporation (body corporate, strata)',
    short: 'All the owners in a unit or townhouse development acting together: it looks after and insures the shared property and sets the levies each owner pays. Queensland calls it a body corporate; NSW a strata scheme.',
    phrases: ["owners' corporation", 'body corporate', 'strata'],
    abbreviations: ['OC'],
  },
  {
    id: 'special-levy',
    term: 'Special levy',
    short: 'A one-off extra charge an owners corporation asks each owner to pay for a cost its funds do not cover, such as major repairs. Check who pays a levy raised before settlement.',
    phrases: ['special levies', 'special levy'],
  },
  {
    id: 'sunset-clause',
    term: 'Sunset clause (sunset date)',
    short: 'In an off-the-plan contract, the date by which the plan must be registered or the building finished. In Victoria and NSW the seller cannot end a home contract under it without your consent or a court order.',
    phrases: ['sunset clause', 'sunset date'],
  },
  {
    id: 'cooling-off',
    term: 'Cooling-off period',
    short: 'A short time after you sign when you can still end the contract by written notice for a small fee, e.g. 3 clear business days in Victoria for 0.2% of the price (at least $100). There is none at auction.',
    phrases: ['cooling-off period', 'cooling-off'],
  },
  {
    id: 'settlement',
    term: 'Settlement',
    short: 'The day the sale completes: you pay the rest of the price, the property is transferred into your name and you get the keys.',
    phrases: ['settlement'],
  },
  {
    id: 'transfer-duty',
    term: 'Transfer duty (stamp duty)',
    short: 'The state tax you pay when you buy property, worked out on the price or the market value if that is higher. First home buyers may pay less or none.',
    phrases: ['land transfer duty', 'transfer duty', 'stamp duty'],
  },
  {
    id: 'mortgage-discharge',
    term: 'Mortgage discharge',
    short: "The seller's lender releasing its mortgage over the property, usually paid out of the price at settlement, so the title comes to you free of it.",
    phrases: ['mortgage discharge', 'discharge of mortgage', 'discharge of the mortgage'],
  },
  {
    id: 'zone',
    term: 'Zone (zoning)',
    short: "The planning category the council's planning scheme gives the land, such as General Residential, which sets what it may be used for and what may be built.",
    phrases: ['zoning', 'zone'],
  },
  {
    id: 'overlay',
    term: 'Overlay',
    short: 'A planning control over some land on top of its zone, such as heritage, flood or bushfire, that adds rules and may mean you need a permit for works.',
    phrases: ['overlay'],
  },
];

/** The entry with this id; throws on an unknown id, which is a programming error. */
export function glossaryEntry(id: string): GlossaryEntry {
  const entry = GLOSSARY.find((e) => e.id === id);
  if (!entry) throw new Error(`No glossary entry '${id}'`);
  return entry;
}
