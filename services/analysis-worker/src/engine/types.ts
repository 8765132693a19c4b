// The part of the analysis engine's result (@doco/analysis, src/result.ts) that the worker stores and
// prints. Declared here structurally because the engine package does not export its types yet;
// the engine's own AnalysisResult is assignable to it, so the engine can grow without touching us.

export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';
export type ConcernCategory = 'legal' | 'financial' | 'compliance' | 'operational';

export interface EngineInput {
  pages: { number: number; text: string }[];
  fileName: string;
}

export interface EngineConcern {
  category: ConcernCategory;
  title: string;
  description: string;
  location: string;
  confidence: number;
  context: string;
  page: number;
}

export interface EngineItem {
  type: string;
  description: string;
  riskLevel: RiskLevel;
  impact: string;
}

export interface EngineOverlay extends EngineItem {
  councilRules: string;
  additionalInfo: string;
}

export interface EngineRisk {
  title: string;
  category: ConcernCategory;
  severity: RiskLevel;
  description: string;
  impact: string;
  recommendation: string;
}

export interface EngineCosts {
  summary: string;
  /** Integer cents. */
  totalUpfront: number;
  totalOngoing: number;
  totalInvestment: number;
  costWarnings: string[];
  breakdown: { category: string; amount: number; isRecurring: boolean; description: string; notes?: string }[];
}

export interface EnginePropertyDetails {
  address: string | null;
  landSize: string | null;
  zoning: string | null;
  titleDetails: string | null;
  purchasePrice: string;
  councilValuation: string | null;
  deposit: string | null;
  settlementDate: string | null;
}

export interface EngineRegisterSearch {
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

export interface EngineFacts {
  propertyDetails: {
    address: string | null;
    purchasePrice: number | null;
    deposit: number | null;
    settlementDate: string | null;
    lot: string | null;
    plan: string | null;
    volume: string | null;
    folio: string | null;
  };
  vendors: string[];
  purchasers: string[];
  specialConditions: string[];
}

export interface EngineResult {
  documentType: string;
  state: string | null;
  concerns: EngineConcern[];
  categoryCounts: Record<ConcernCategory, number>;
  registerSearchStatement: EngineRegisterSearch | null;
  comprehensivePropertyAnalysis: {
    buyerSummary: { overallRisk: RiskLevel; keyPoints: string[]; redFlags: string[]; recommendations: string[] };
    propertyDetails: EnginePropertyDetails;
    costs: EngineCosts | null;
    easements: EngineItem[];
    restrictions: EngineItem[];
    overlays: EngineOverlay[];
    risks: EngineRisk[];
    encumbrances: EngineItem[];
    caveats: EngineItem[];
    notices: EngineItem[];
    covenants: EngineItem[];
  };
  facts: EngineFacts;
}

/** The engine as the pipeline calls it: `analyseDocument` from @doco/analysis by default. */
export type AnalyseFn = (input: EngineInput) => EngineResult | Promise<EngineResult>;
