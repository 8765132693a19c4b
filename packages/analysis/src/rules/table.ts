// Rules as data: most rules have one shape — the first mention of a pattern, in these parts and
// states, with an accepted polarity and no exclusion in its sentence, gives this finding. They are
// rows here, read by one interpreter (interpret.ts). Rules that compute (deposit %, settlement
// days, finance, owners corporation figures) stay as code in their own files.
import type { AustralianState, ConcernCategory, ConcernKind, PartKind, RiskLevel } from '../result.ts';
import type { Polarity } from '../text/classify.ts';

/** The word "not". */
const NOT_WORD = /\bnot\b/i;

export interface TableRule {
  id: string;
  flag?: ConcernKind;
  category: ConcernCategory;
  severity: RiskLevel;
  /** States the rule applies in; absent = every state. */
  states?: readonly AustralianState[];
  /** Read only in a contract of sale (not in a vendor statement on its own). */
  contractOnly?: boolean;
  /** Parts it reads; absent = every part (boilerplate is never read). */
  parts?: readonly PartKind[];
  patterns: readonly RegExp[];
  /** Polarities that count as the thing being present. */
  polarities: readonly Polarity[];
  /** A sentence matching any of these is not the thing (a record search, a general statement). */
  exclusions?: readonly RegExp[];
  /** When given, the mention's sentence must also match one of these (what makes it this finding). */
  requires?: readonly RegExp[];
  /** Read the mention as a problem statement ('built without a permit' is positive, not a negation). */
  problemWording?: boolean;
  /** The first variant whose `when` matches (the mention's sentence, or the whole document) overrides the texts. */
  variants?: readonly RuleVariant[];
  /** Not raised when an overlay with this code prefix is already reported (the overlay rule says it). */
  unlessOverlay?: string;
  title: string;
  description: string;
  impact: string;
  recommendation: string;
  question?: string;
  confidence: number;
}

export interface RuleVariant {
  when: RegExp;
  /** Where `when` is looked for: the mention's sentence (default) or anywhere in the document. */
  in?: 'sentence' | 'document';
  severity?: RiskLevel;
  /** null: this variant raises no flag. */
  flag?: ConcernKind | null;
  title?: string;
  description?: string;
  impact?: string;
  recommendation?: string;
  question?: string;
}

const NSW_CERTIFICATE = {
  states: ['NSW'],
  category: 'compliance',
  polarities: ['positive'],
  exclusions: [/\bno record\b/i, NOT_WORD, /\bmay\s+(?:contain|be|have|include)\b/i],
  recommendation: 'Read the full section 10.7 planning certificate and speak to the council before exchange.',
  confidence: 80,
} as const;
const ask10_7 = (meaning: string) => `${meaning} Ask the vendor's solicitor for the full section 10.7 certificate and the council's controls for this land.`;

/** Notices and orders; the s32 'Notices …: <answer>' line is read by code (disclosures.ts) into the same finding. */
export const NOTICES: TableRule = {
  id: 'notices',
  flag: 'outstanding_notices',
  category: 'compliance',
  severity: 'high',
  patterns: [
    /\b(?:building|planning|enforcement|show[- ]cause|fire safety|demolition|emergency|council|health|pool|repair)\s+(?:notices?|orders?)\b|\bnotices?\s+to\s+(?:fix|comply)\b|\boutstanding\s+(?:notices?|orders?)\b|\b(?:notices?|orders?|declarations?)\b[^.\n]{0,60}\bhas\s+been\s+(?:issued|served|made)\b/i,
  ],
  polarities: ['positive'],
  // A charge or levy "shown on the council notice" names the rates notice, not an order.
  exclusions: [/\bno\s+record\b|\blev(?:y|ies)\b|\b(?:shown|stated|charged|included)\s+(?:on|in)\s+the\s+(?:council|rates?)\s+notice\b/i],
  title: 'Notices or orders affect the land',
  description: 'A public authority notice, order or similar requirement affects the land. Orders usually run with the land, so the new owner may have to comply or pay for the work.',
  impact: 'Compliance work and costs may pass to you.',
  recommendation: 'Get a copy of each notice or order and make the vendor comply or adjust the price before settlement.',
  question: 'What does each notice or order require, and will it be complied with before settlement?',
  confidence: 80,
};

const POOL_TEXTS = {
  category: 'compliance',
  severity: 'medium',
  title: 'Pool without a current safety certificate',
  description:
    "The pool on the land has no current safety (compliance) certificate. The barrier may not meet the standard, and fixing it is usually the buyer's cost; in Queensland the buyer must obtain a certificate within 90 days after settlement.",
  impact: 'Pool barrier repairs and an inspection at your cost.',
  recommendation: 'Get a pool safety inspection quote before signing, or ask the vendor to provide a certificate.',
  question: 'Will the vendor provide a current pool safety certificate before settlement?',
  confidence: 75,
} as const;

/** Land tax named as adjusted between the parties, either way round. */
const LAND_TAX_ADJUSTED = /\bland\s+tax\b[^.\n]{0,40}\badjust\w*|\badjust\w*\b[^.\n]{0,40}\bland\s+tax\b/i;

export const RULE_TABLE: readonly TableRule[] = [
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:heritage',
    flag: 'heritage_overlay',
    severity: 'medium',
    patterns: [/\bheritage\s+(?:item|conservation\s+area)\b/i],
    title: 'Heritage item or conservation area',
    impact: 'Heritage controls under the local environmental plan limit demolition and external changes; work needs council consent.',
    description: ask10_7('Heritage controls under the local environmental plan limit demolition and external changes; work needs council consent.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:flood',
    flag: 'flood_overlay',
    severity: 'high',
    patterns: [/\bflood\s+(?:planning\s+area|related\s+development\s+controls|prone|planning\s+level|affected)\b/i],
    title: 'Flood planning controls apply',
    impact: 'The land is flood affected: floor levels and flood-resilient building apply and insurance may cost more.',
    description: ask10_7('The land is flood affected: floor levels and flood-resilient building apply and insurance may cost more.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:acquisition',
    flag: 'compulsory_acquisition',
    severity: 'critical',
    patterns: [/\b(?:road\s+widening|land\s+reserved\s+for\s+acquisition|acquisition\s+by\s+a\s+public\s+authority)\b/i],
    title: 'Land affected by road widening or reserved for acquisition',
    impact: 'Part of the land may be acquired by a public authority.',
    description: ask10_7('Part of the land may be acquired by a public authority.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:mine',
    flag: 'mine_subsidence',
    severity: 'medium',
    patterns: [/\bmine\s+subsidence\s+district\b/i],
    title: 'Mine subsidence district',
    impact: 'Building work needs Subsidence Advisory NSW approval.',
    description: ask10_7('Building work needs Subsidence Advisory NSW approval.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:contamination',
    flag: 'contaminated_land',
    severity: 'high',
    patterns: [/\bcontaminat(?:ed|ion)\b/i],
    title: 'Contaminated land notation',
    impact: 'Contamination can mean remediation costs and limits on use.',
    description: ask10_7('Contamination can mean remediation costs and limits on use.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:asbestos',
    flag: 'loose_fill_asbestos',
    severity: 'critical',
    patterns: [/\bloose-fill\s+asbestos\b/i],
    title: 'Loose-fill asbestos register',
    impact: 'Listed premises are subject to demolition under the NSW program.',
    description: ask10_7('Listed premises are subject to demolition under the NSW program.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:coastal',
    flag: 'coastal_hazard',
    severity: 'high',
    patterns: [/\bcoastal\s+(?:hazard|erosion|vulnerability)\b/i],
    title: 'Coastal hazard',
    impact: 'Coastal erosion or inundation may affect the land.',
    description: ask10_7('Coastal erosion or inundation may affect the land.'),
  },
  {
    id: 'acquisition',
    flag: 'compulsory_acquisition',
    category: 'legal',
    severity: 'critical',
    polarities: ['positive'],
    unlessOverlay: 'PAO',
    patterns: [/\bcompulsor(?:y|ily)\s+acqui\w*|\bnotice\s+of\s+(?:intention\s+to\s+)?acquire\b|\bpublic\s+acquisition\b|\breserved\s+for\s+(?:acquisition|a\s+public\s+purpose)\b/i],
    title: 'Compulsory acquisition affects the land',
    description: 'An authority has given notice of, or reserved the land for, compulsory acquisition. All or part of the land could be taken, and the compensation may not match what you pay.',
    impact: 'You could lose all or part of the land.',
    recommendation: 'Do not sign until you understand the acquisition and its timing; get legal advice.',
    question: 'What part of the land is affected and when is the acquisition expected?',
    confidence: 85,
  },
  {
    // The statement itself, which the item's box makes apply ("[X] There is NO access to the property by road ...").
    id: 'road-access-box',
    flag: 'no_road_access',
    category: 'operational',
    severity: 'high',
    patterns: [/\bno\s+access\s+to\s+the\s+(?:property|land)\s+by\s+road\b/i],
    polarities: ['positive'],
    problemWording: true,
    title: 'No road access',
    description: 'The vendor statement says the land has no access to a road. You may need a right of way over neighbouring land; without it getting to the property, finance and resale can all be difficult.',
    impact: 'Access depends on others; lenders may refuse finance.',
    recommendation: 'Find out exactly how the land is reached and whether any right of way is registered.',
    question: 'How is the property accessed, and is there a registered right of way?',
    confidence: 80,
  },
  {
    id: 'road-access',
    flag: 'no_road_access',
    category: 'operational',
    severity: 'high',
    patterns: [/\b(?:road\s+access|access\s+to\s+(?:a|the)\s+road|abuts\s+a\s+road)\b/i],
    // Only a statement that the land has NO road access is the finding.
    polarities: ['negative'],
    // A form's box item ("There is NO access ... by road if the square box is marked") is read by the row below.
    exclusions: [/\bnot aware\b/i, /\bif\s+the\s+(?:square\s+)?box\s+is\s+marked\b/i],
    title: 'No road access',
    description: 'The vendor statement says the land has no access to a road. You may need a right of way over neighbouring land; without it getting to the property, finance and resale can all be difficult.',
    impact: 'Access depends on others; lenders may refuse finance.',
    recommendation: 'Find out exactly how the land is reached and whether any right of way is registered.',
    question: 'How is the property accessed, and is there a registered right of way?',
    confidence: 80,
  },
  {
    id: 'gaic',
    flag: 'gaic',
    category: 'financial',
    severity: 'high',
    patterns: [/\bgrowth\s+areas?\s+infrastructure\s+contribution\b|\bGAIC\b/i],
    polarities: ['positive'],
    requires: [/\b(?:payable|applies|liab|recording|affects?|imposed|must pay|event|owing|certificate)\b/i],
    variants: [
      {
        when: /\b(?:(?:has been|have been|was|were) paid|already paid|exempt|exemption|release certificate|deferred by the vendor|vendor (?:must|will) pay)\b/i,
        flag: null,
        severity: 'low',
        title: 'GAIC recorded on the land (stated as paid/exempt)',
        description: 'The land is in a Victorian growth area. The document says the contribution is paid or exempt: get the SRO certificate to confirm.',
        impact: 'Little if confirmed paid.',
      },
    ],
    title: 'Growth areas infrastructure contribution (GAIC) may be payable',
    description:
      'The land is affected by a growth areas infrastructure contribution. If this sale triggers the GAIC, the buyer can be liable for a large state levy (tens of thousands of dollars per hectare). Find out the amount and who pays before signing.',
    impact: 'A significant extra cost at or after settlement.',
    recommendation: 'Get a GAIC certificate from the State Revenue Office and make the contract say who pays.',
    question: 'Is GAIC payable on this sale, how much, and who pays it?',
    confidence: 80,
  },
  NOTICES,
  {
    id: 'unapproved-works',
    flag: 'unapproved_building_work',
    category: 'compliance',
    severity: 'high',
    patterns: [
      /\b(?:without\s+(?:a\s+|the\s+|any\s+)?(?:required\s+)?(?:building\s+|planning\s+|development\s+|council\s+)?(?:permits?|approvals?|consents?)|unapproved|unpermitted|unauthori[sz]ed\s+(?:building\s+)?works?|illegal(?:ly)?\s+(?:built|constructed|works?)|unlicensed\s+building\s+work|no\s+(?:certificate\s+of\s+)?final\s+(?:inspection|certificate)|no\s+occupancy\s+(?:permit|certificate))\b/i,
    ],
    polarities: ['positive'],
    problemWording: true,
    // A zone's land-use table ("Permitted without consent"), a prohibition ("must not build ... without
    // consent") and what a diagram may show are no work done without approval.
    exclusions: [/\bpermitted\s+without\s+consent\b/i, /\b(?:must|shall|may)\s+not\b[^.;]{0,120}\bwithout\b/i, /\bprohibits?\b[^.;]{0,120}\bwithout\b/i, /\bmay\s+(?:not\s+)?(?:show|include|contain)\b/i],
    title: 'Building work without approval',
    description: 'The document indicates building work without the required permit, approval or final sign-off. The council can order the new owner to fix or remove it, and insurers may refuse claims.',
    impact: 'Rectification cost, council orders and insurance problems pass to you.',
    recommendation: 'Get a building surveyor to inspect and price retrospective approval before signing.',
    question: 'Which works lack a permit or final inspection, and will the vendor obtain approval before settlement?',
    confidence: 80,
  },
  {
    id: 'vendor-terms',
    flag: 'terms_contract',
    contractOnly: true,
    category: 'financial',
    severity: 'high',
    patterns: [/\bterms\s+contract\s*(?:[:\-]\s*)?(?:yes|applies)\b/i, /\bvendor\s+finance\b|\binstalment\s+contract\b|\brent[- ]to[- ]buy\b|\bpayable\s+by\s+instalments\b/i],
    polarities: ['positive'],
    title: 'Terms contract / vendor finance',
    description: "The price is paid by instalments while the vendor keeps title. The vendor's own mortgage may stay on the land, and you may have fewer protections than in a normal sale.",
    impact: 'Title stays with the vendor until the final payment.',
    recommendation: 'Get independent legal advice; make sure the required statutory disclosures are given.',
    confidence: 85,
  },
  {
    // WA and SA list heritage places rather than draw overlays: the State register, a local
    // government's heritage list, a State or local heritage place.
    id: 'heritage-listing',
    flag: 'heritage_overlay',
    category: 'compliance',
    severity: 'medium',
    states: ['WA', 'SA'],
    patterns: [/\b(?:heritage\s+list|state\s+register\s+of\s+heritage\s+places|(?:state|local)\s+heritage\s+place|heritage\s+register)\b/i],
    polarities: ['positive'],
    // The printed Form 1 table names what could be registered ("designation of land as a local heritage place").
    exclusions: [NOT_WORD, /\bdesignation\b/i, /\bof\s+land\s+as\s+a\b/i, /\bregistration\b/i, /\bstop\s+order\b/i],
    title: 'Heritage-listed place',
    description:
      'The place is on a heritage list or register. Demolition, external changes and some internal works need heritage approval as well as the usual planning and building approvals.',
    impact: 'Renovation limits and slower approvals; some works may not be allowed at all.',
    recommendation: "Ask the council (and for a State listing the heritage agency) what the listing protects before you plan any works.",
    question: 'What does the heritage listing protect, and are there any heritage agreements or conditions on the place?',
    confidence: 80,
  },
  {
    id: 'land-tax-adjustment',
    flag: 'land_tax_adjustment',
    contractOnly: true,
    category: 'financial',
    severity: 'medium',
    states: ['VIC'],
    patterns: [LAND_TAX_ADJUSTED],
    polarities: ['positive'],
    title: 'Land tax adjustment in a Victorian contract',
    description:
      "Since 1 January 2024 a clause making a Victorian buyer contribute to the vendor's land tax is void for contracts under $10 million (indexed), and including it is an offence. Do not pay a land tax adjustment at settlement.",
    impact: 'You may be asked to pay an amount the law says you do not owe.',
    recommendation: 'Ask your conveyancer to strike out the adjustment and obtain a land tax clearance certificate.',
    confidence: 80,
  },
  {
    // Elsewhere a contract may lawfully make land tax adjustable: the buyer then pays part of the
    // vendor's land tax for the year at settlement.
    id: 'land-tax-adjustment',
    flag: 'land_tax_adjustment',
    contractOnly: true,
    category: 'financial',
    severity: 'low',
    states: ['NSW', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'],
    patterns: [LAND_TAX_ADJUSTED],
    polarities: ['positive'],
    title: 'Land tax is adjusted at settlement',
    description:
      "The contract makes the vendor's land tax for the year adjustable: at settlement you repay the vendor's land tax from the day you take over, calculated as the contract says.",
    impact: 'An extra amount at settlement, on top of the price and duty.',
    recommendation: "Ask for the land tax certificate and the vendor's figure for the adjustment before you sign.",
    question: 'What land tax is charged on the land for this year, and how much will be adjusted at settlement?',
    confidence: 80,
  },
  {
    id: 'tenancy',
    flag: 'tenancy',
    contractOnly: true,
    category: 'operational',
    severity: 'medium',
    patterns: [/\b(?:currently\s+)?(?:let|leased|tenanted)\s+(?:under|to)\b|\bresidential\s+(?:rental|tenancy)\s+agreement\b|\bsubject\s+to\s+(?:a\s+|the\s+)?(?:lease|tenancy)\b/i],
    polarities: ['positive'],
    variants: [
      {
        when: /\bvacant\s+possession\b/i,
        in: 'document',
        flag: null,
        severity: 'low',
        title: 'Property is tenanted; vacant possession promised',
        description:
          'A renter currently lives in the property. The vendor must give vacant possession at settlement: check the renter has agreed to leave in time, or settlement may be delayed.',
        impact: 'Possible settlement delay if the renter does not leave.',
      },
    ],
    title: 'Property sold subject to a tenancy',
    description: 'The property is sold with a tenant in place. The lease binds you as the new owner, so you may not be able to move in until it ends.',
    impact: 'You take over the lease and its terms.',
    recommendation: 'Ask for the lease and the notice to vacate; inspect before settlement.',
    confidence: 80,
  },
  // A pool without a current safety certificate: QLD's Form 36 (notice of no pool safety
  // certificate) or a NSW certificate of non-compliance...
  {
    id: 'pool-certificate',
    flag: 'pool_no_certificate',
    ...POOL_TEXTS,
    patterns: [/\bnotice\s+of\s+no\s+pool\s+safety\s+certificate\b|\bForm\s+36\b|\bcertificate\s+of\s+non-compliance\b/i],
    polarities: ['positive'],
  },
  // ... or the REIQ schedule's question answered No ("Is there a Pool Compliance Certificate for the
  // pool at the time of contract? No").
  {
    id: 'pool-certificate',
    flag: 'pool_no_certificate', // the same finding: raised once whichever row finds it
    ...POOL_TEXTS,
    patterns: [/\bis\s+there\s+a\s+pool\s+(?:safety|compliance)\s+certificate\b/i],
    polarities: ['negative'],
  },
  {
    id: 'oc:short-stay',
    flag: 'short_stay_bylaw',
    category: 'operational',
    severity: 'low',
    patterns: [/\bshort[- ](?:term|stay)\s+(?:rental|letting|accommodation)\b/i],
    // A by-law that restricts it, however the sentence is worded.
    polarities: ['positive', 'negative', 'unknown', 'hypothetical'],
    requires: [/prohibit|not permitted|must not|may not|(?:less than|under|minimum(?: of)?) \d+|\bno short[- ]term\b/i],
    title: 'By-laws restrict short-term letting',
    description: 'The rules limit short-stay letting (e.g. Airbnb). Check the by-laws if you plan to let the property.',
    impact: 'Limits how you can use or let the lot.',
    recommendation: 'Read all by-laws (pets, letting, renovations) before signing.',
    confidence: 85,
  },
];
