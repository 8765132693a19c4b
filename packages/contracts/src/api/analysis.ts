import { z } from 'zod';
import { checkedItem, concernKind, unconfirmedItem } from './concern-kinds.ts';
import { packFile } from './pack-files.ts';
import { isoDate, keyDate, vendorQuestion } from './key-dates.ts';

// GET /api/analyses/{id} and GET /api/documents/{id}/analysis (spec-core §3). Money is integer cents.

export const CONCERN_CATEGORIES = ['legal', 'financial', 'compliance', 'operational'] as const;
export const concernCategory = z.enum(CONCERN_CATEGORIES);
export const riskLevel = z.enum(['low', 'medium', 'high', 'critical']);
export const ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const analysisStatus = z.enum(ANALYSIS_STATUSES);
export const ANALYSIS_STAGES = ['queued', 'extracting', 'ocr', 'analysing', 'reviewing', 'writing', 'report', 'done'] as const;
export const CONCERN_SOURCES = ['rules', 'llm'] as const;

export const analysisSummary = z.object({
  id: z.string(),
  status: analysisStatus,
  categoryCounts: z.record(z.string(), z.number().int()),
  stage: z.string().nullable(),
  /** The stage in words while it runs page by page, e.g. 'Reading scanned page 3 of 12'. */
  stageDetail: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const concern = z.object({
  id: z.string(),
  category: concernCategory,
  title: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  confidence: z.number().int(),
  context: z.string().nullable(),
  /** 'llm' when the LLM pass added it (its quote was found verbatim on the page it named). */
  source: z.enum(CONCERN_SOURCES),
  /** Its kind from the catalogue (an internal key: the web shows its label); null for concerns stored before kinds. */
  kind: concernKind.nullable(),
  /** Its risk level, the same wherever the item shows; null for concerns stored before levels. */
  severity: riskLevel.nullable(),
});

export const registerSearchStatement = z.object({
  companyName: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  incorporationDate: z.string().nullable(),
  companyStatus: z.string().nullable(),
  companyType: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  directors: z.array(z.object({ name: z.string(), role: z.string().nullable(), appointmentDate: z.string().nullable() })),
  shareholders: z.array(z.object({ name: z.string(), shares: z.string().nullable(), percentage: z.number().nullable() })),
  charges: z.array(z.object({ description: z.string(), date: z.string().nullable(), amount: z.string().nullable() })),
  additionalInfo: z.record(z.string(), z.unknown()),
});

const encumbrance = z.object({ type: z.string(), description: z.string(), riskLevel: riskLevel, impact: z.string() });
const overlay = z.object({
  type: z.string(),
  description: z.string(),
  councilRules: z.string(),
  impact: z.string(),
  riskLevel: riskLevel,
  additionalInfo: z.string(),
});
const risk = z.object({
  title: z.string(),
  category: concernCategory,
  severity: riskLevel,
  description: z.string(),
  impact: z.string(),
  recommendation: z.string(),
});
export const costBreakdownItem = z.object({
  category: z.string(),
  /** Integer cents; null when the document does not state this cost (shown as 'Not stated in the document'). */
  amount: z.number().int().nullable(),
  isRecurring: z.boolean(),
  description: z.string(),
  notes: z.string().optional(),
  /** A figure from a dated fee table: where the table comes from and the day its row took effect. */
  source: z.string().optional(),
  effectiveFrom: isoDate.optional(),
  /** The figure is an estimate (an undated or older schedule, or another state's as a stand-in). */
  estimate: z.boolean().optional(),
});
export const costs = z.object({
  summary: z.string(),
  /** null when nothing upfront could be estimated. */
  totalUpfront: z.number().int().nullable(),
  /** The stated annual costs only; null when the document states none. */
  totalOngoing: z.number().int().nullable(),
  totalInvestment: z.number().int().nullable(),
  /** The annual costs the document does not state, in words ('council rates'), so a total says what it leaves out. */
  ongoingNotStated: z.array(z.string()).optional(),
  costWarnings: z.array(z.string()),
  breakdown: z.array(costBreakdownItem),
});

export const comprehensivePropertyAnalysis = z.object({
  buyerSummary: z.object({
    overallRisk: riskLevel,
    keyPoints: z.array(z.string()),
    redFlags: z.array(z.string()),
    recommendations: z.array(z.string()),
  }),
  propertyDetails: z.object({
    address: z.string().nullable(),
    landSize: z.string().nullable(),
    zoning: z.string().nullable(),
    titleDetails: z.string().nullable(),
    purchasePrice: z.string().nullable(),
    councilValuation: z.string().nullable(),
    deposit: z.string().nullable(),
    settlementDate: z.string().nullable(),
  }),
  costs,
  easements: z.array(encumbrance),
  restrictions: z.array(encumbrance),
  encumbrances: z.array(encumbrance),
  caveats: z.array(encumbrance),
  notices: z.array(encumbrance),
  covenants: z.array(encumbrance),
  overlays: z.array(overlay),
  risks: z.array(risk),
});

/** Text in the uploaded PDF drawn so that no reader sees it (invisible, white, under 1 pt): left out before anything read it. */
export const hiddenText = z.object({
  /** Pages that had such text (among pages read from their text layer). */
  pages: z.array(z.number().int().min(1)),
  /** Characters left out, spaces aside. */
  characters: z.number().int().min(1),
});

/** A page read by OCR from its picture (a scan), with the OCR engine's mean word confidence for it (0-100). */
export const scannedPage = z.object({
  page: z.number().int().min(1),
  confidence: z.number().int().min(0).max(100),
});

export const analysisResponse = z.object({
  analysis: analysisSummary,
  concerns: z.array(concern),
  registerSearchStatement: registerSearchStatement.nullable(),
  comprehensivePropertyAnalysis: comprehensivePropertyAnalysis.nullable(),
  /** Present once the PDF report is stored. */
  reportUrl: z.string().nullable(),
  /** The contract's dates, computed with the state's rules; those counted from signing need `signingDate`. */
  keyDates: z.array(keyDate),
  /** The day the buyer says they signed (PUT /api/analyses/{id}/signing-date), or null. */
  signingDate: isoDate.nullable(),
  /** Questions for the vendor's solicitor, each tied to a concern it could settle. */
  vendorQuestions: z.array(vendorQuestion),
  /** Whether the buyer asked for an email two days before each key date. */
  remindersEnabled: z.boolean(),
  /** Hidden text the document carried, or null (absent from responses of older gateways). */
  hiddenText: hiddenText.nullable().optional(),
  /** Items the document has whose answer could not be read, with page and reason ("Could not confirm"). */
  couldNotConfirm: z.array(unconfirmedItem),
  /** Pages read from a scan, with their OCR confidence: a quote from one is marked so (absent for older analyses). */
  scannedPages: z.array(scannedPage).optional(),
  /** Risk kinds the document clears, each with page and quote ("Checked"); [] for analyses stored before it. */
  checked: z.array(checkedItem),
  /** A pack's files, each with its span of pages, for citing "file, page" (issue 28); absent for one file. */
  files: z.array(packFile).optional(),
});

export type AnalysisSummary = z.infer<typeof analysisSummary>;
export type ConcernDto = z.infer<typeof concern>;
export type HiddenText = z.infer<typeof hiddenText>;
export type ScannedPage = z.infer<typeof scannedPage>;
export type AnalysisResponse = z.infer<typeof analysisResponse>;
export type ComprehensivePropertyAnalysisDto = z.infer<typeof comprehensivePropertyAnalysis>;
export type RegisterSearchStatementDto = z.infer<typeof registerSearchStatement>;
export type CostsDto = z.infer<typeof costs>;
