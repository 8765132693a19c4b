// The engine's result types are inferred from the analysis-result schema in @doco/contracts, its
// only declaration; what stays here is internal to the engine (rule findings, quotes, input pages).
import type { ComprehensivePropertyAnalysisDto, EngineConcern, Facts, RegisterSearchStatementDto, ResultPropertyAnalysis, ConcernKind } from '@doco/contracts';

export { AUSTRALIAN_STATES, CONCERN_KINDS, INFO_KINDS, PART_KINDS, RISK_KEYS } from '@doco/contracts';
export type { AnalysisResult, AustralianState, CheckedItem, ConditionReading, DocumentPart, DocumentType, Facts, PartKind, RiskKey, ConcernKind } from '@doco/contracts';

export type ConcernCategory = EngineConcern['category'];
export type RiskLevel = ComprehensivePropertyAnalysisDto['risks'][number]['severity'];
export type Concern = EngineConcern;
export type ComprehensivePropertyAnalysis = ResultPropertyAnalysis;
export type RegisterSearchStatement = RegisterSearchStatementDto;
export type PropertyFacts = Facts['propertyDetails'];
export type CouncilValuation = PropertyFacts['councilValuation'];
export type OverlayFact = Facts['overlays'][number];
export type EasementFact = Facts['easements'][number];
export type CaveatFact = Facts['caveats'][number];
export type MortgageFact = Facts['mortgages'][number];
export type OwnersCorporationFact = NonNullable<Facts['ownersCorporation']>;
export type OutgoingsFact = Facts['outgoings'];
export type BuildingPermitFact = Facts['buildingPermitsLast7Years'][number];
export type EncumbranceItem = ComprehensivePropertyAnalysisDto['easements'][number];
export type OverlayItem = ComprehensivePropertyAnalysisDto['overlays'][number];
export type RiskItem = ComprehensivePropertyAnalysisDto['risks'][number];
export type BuyerSummary = ComprehensivePropertyAnalysisDto['buyerSummary'];
export type PropertyDetailsView = ComprehensivePropertyAnalysisDto['propertyDetails'];
/** The costs block, as built by the costs module (money in integer cents). */
export type CostsBlock = NonNullable<ComprehensivePropertyAnalysisDto['costs']>;
export type { CostBreakdownItem } from './costs/index.ts';

export interface DocumentPage {
  number: number;
  text: string;
}

export interface AnalysisInput {
  pages: DocumentPage[];
  fileName: string;
}

/** Internal rule output; a Concern plus what the summary needs. */
export interface Finding {
  /** Stable rule id, e.g. "overlay:HO1632". Used to de-duplicate. */
  id: string;
  /** Its kind from the concern catalogue. A finding without one is never shown as a concern. */
  flag?: ConcernKind;
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
  /** Where in the document the rule found it (rule findings only): the evidence gate judges it. */
  at?: { offset: number; length: number };
}

export interface Quote {
  text: string;
  page: number;
  section: string | null;
}
