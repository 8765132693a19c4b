// Shapes returned by the analysis engine. The API (spec-core §3) and the samples' truth.json drive them.
import type { Costs } from './costs/index.ts';

export type ConcernCategory = 'legal' | 'financial' | 'compliance' | 'operational';
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';
export type DocumentType = 'section32' | 'contract' | 'contract+section32' | 'title' | 'oc-certificate' | 'unknown';
export type AustralianState = 'VIC' | 'NSW' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';

export const RISK_KEYS = [
  'heritage_overlay',
  'flood_overlay',
  'bushfire_overlay',
  'bushfire_prone_area',
  'third_party_caveat',
  'no_finance_clause',
  'sunset_clause',
  'oc_special_levy',
  'oc_litigation',
  'easement',
  'section_173',
  'owner_builder_no_insurance',
  'early_deposit_release',
  'restrictive_covenant',
  'statutory_charge',
  'outstanding_notices',
  'compulsory_acquisition',
  'gaic',
  'non_connected_services',
  'unapproved_building_work',
] as const;
export type RiskKey = (typeof RISK_KEYS)[number];

/** Parts of a pack (see text/parts.ts); `front` is text before any recognised part. */
export const PART_KINDS = [
  'front',
  'particulars',
  'special-conditions',
  'general-conditions',
  'vendor-statement',
  'seller-disclosure',
  'title-search',
  'plan',
  'planning',
  'rates-notice',
  'water-statement',
  'land-tax',
  'oc-certificate',
  'notices',
  'checklist',
  'document-list',
  'other',
] as const;
export type PartKind = (typeof PART_KINDS)[number];

export interface DocumentPart {
  kind: PartKind;
  pages: number[];
  confidence: number;
}

export interface DocumentPage {
  number: number;
  text: string;
}

export interface AnalysisInput {
  pages: DocumentPage[];
  fileName: string;
}

export interface Concern {
  category: ConcernCategory;
  title: string;
  /** Plain English: what it means for the buyer and what to ask. */
  description: string;
  /** e.g. "Page 2, Section 3.4 – Planning" */
  location: string;
  /** Integer percent reflecting how certain the rule is. */
  confidence: number;
  /** Verbatim (whitespace-normalised) quote from the document. */
  context: string;
  page: number;
  flag?: RiskKey;
  /** Who found it: the rules, or the LLM pass (quote checked verbatim on its page). */
  source: 'rules' | 'llm';
}

/** Internal rule output; a Concern plus what the summary needs. */
export interface Finding {
  /** Stable rule id, e.g. "overlay:HO1632". Used to de-duplicate. */
  id: string;
  flag?: RiskKey;
  category: ConcernCategory;
  severity: RiskLevel;
  title: string;
  description: string;
  impact: string;
  recommendation: string;
  /** Question for the vendor's solicitor / agent, if any. */
  question?: string;
  confidence: number;
  quote: Quote;
  source: 'rules' | 'llm';
}

export interface Quote {
  text: string;
  page: number;
  section: string | null;
}

export interface CouncilValuation {
  civ: number | null;
  siteValue: number | null;
  nav: number | null;
}

export interface PropertyFacts {
  address: string | null;
  lot: string | null;
  plan: string | null;
  volume: string | null;
  folio: string | null;
  landSizeM2: number | null;
  zoning: string | null;
  purchasePrice: number | null;
  deposit: number | null;
  settlementDate: string | null;
  councilValuation: CouncilValuation;
}

export interface OverlayFact {
  code: string | null;
  name: string;
}
export interface EasementFact {
  type: string;
  beneficiary: string | null;
}
export interface CaveatFact {
  caveator: string;
  grounds: string | null;
}
export interface MortgageFact {
  mortgagee: string;
}
export interface OwnersCorporationFact {
  annualFees: number | null;
  specialLevy: number | null;
  litigation: boolean;
}
export interface OutgoingsFact {
  councilRatesAnnual: number | null;
  waterAnnual: number | null;
  landTax: number | null;
}
export interface BuildingPermitFact {
  number: string;
  date: string | null;
  description: string;
}

/** Normalised facts, in the shape of the samples' truth.json (minus id/mustFlag/mustNotFlag). */
export interface Facts {
  documentType: DocumentType;
  state: AustralianState | null;
  propertyDetails: PropertyFacts;
  vendors: string[];
  purchasers: string[];
  overlays: OverlayFact[];
  easements: EasementFact[];
  covenants: string[];
  caveats: CaveatFact[];
  mortgages: MortgageFact[];
  section173: boolean;
  bushfireProne: boolean;
  ownersCorporation: OwnersCorporationFact | null;
  outgoings: OutgoingsFact;
  buildingPermitsLast7Years: BuildingPermitFact[];
  specialConditions: string[];
}

export interface RegisterSearchStatement {
  companyName: string;
  registrationNumber: string | null;
  incorporationDate: string | null;
  companyStatus: string | null;
  companyType: string | null;
  registeredAddress: string | null;
  directors: { name: string; role: string; appointmentDate: string | null }[];
  shareholders: { name: string; shares: string | null; percentage: number | null }[];
  charges: { description: string; date: string | null; amount: string | null }[];
  additionalInfo: Record<string, string>;
}

export interface EncumbranceItem {
  type: string;
  description: string;
  riskLevel: RiskLevel;
  impact: string;
}

export interface OverlayItem {
  type: string;
  description: string;
  councilRules: string;
  impact: string;
  riskLevel: RiskLevel;
  additionalInfo: string;
}

export interface RiskItem {
  title: string;
  category: ConcernCategory;
  severity: RiskLevel;
  description: string;
  impact: string;
  recommendation: string;
}

/** The costs block, as built by the costs module (money in integer cents). */
export type CostsBlock = Costs;
export type { CostBreakdownItem } from './costs/index.ts';

export interface PropertyDetailsView {
  address: string | null;
  landSize: string | null;
  zoning: string | null;
  titleDetails: string | null;
  /** 'Not specified in contract' when the document states no price. */
  purchasePrice: string;
  councilValuation: string | null;
  deposit: string | null;
  settlementDate: string | null;
}

export interface BuyerSummary {
  overallRisk: RiskLevel;
  keyPoints: string[];
  redFlags: string[];
  recommendations: string[];
}

export interface ComprehensivePropertyAnalysis {
  buyerSummary: BuyerSummary;
  propertyDetails: PropertyDetailsView;
  costs: CostsBlock | null;
  easements: EncumbranceItem[];
  restrictions: EncumbranceItem[];
  overlays: OverlayItem[];
  risks: RiskItem[];
  encumbrances: EncumbranceItem[];
  caveats: EncumbranceItem[];
  notices: EncumbranceItem[];
  covenants: EncumbranceItem[];
}

export interface AnalysisResult {
  documentType: DocumentType;
  state: AustralianState | null;
  concerns: Concern[];
  categoryCounts: Record<ConcernCategory, number>;
  registerSearchStatement: RegisterSearchStatement | null;
  comprehensivePropertyAnalysis: ComprehensivePropertyAnalysis;
  facts: Facts;
  flags: RiskKey[];
  /** The parts the pack was split into, in page order. */
  parts: DocumentPart[];
  /** Plain-English readings of the special conditions, from the LLM pass (each quote checked on its page). */
  conditionReadings?: ConditionReading[];
}

export interface ConditionReading {
  number: string;
  reading: string;
  quote: string;
  page: number;
  source: 'llm';
}
