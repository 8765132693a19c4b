import { z } from 'zod';
import { engineVendorQuestion, keyDate } from './key-dates.ts';
import { CONCERN_SOURCES, comprehensivePropertyAnalysis, concernCategory, costs, hiddenText, registerSearchStatement, riskLevel, scannedPage } from './analysis.ts';
import { checkedItem, concernKind, riskKey, unconfirmedItem } from './concern-kinds.ts';
import { packFile } from './pack-files.ts';

// The analysis result: what the engine (@doco/analysis) returns, what `doco analyze --json` prints
// and what the worker validates before it writes. This schema is its only declaration; the
// engine's types are inferred from it.

// The concern kinds and the 'Could not confirm' item are declared beside the API's concern (concern-kinds.ts).
export { CONCERN_KINDS, COULD_NOT_CONFIRM_ADVICE, INFO_KINDS, RISK_KEYS, checkedItem, concernKind, riskKey, unconfirmedItem } from './concern-kinds.ts';
export type { CheckedItem, ConcernKind, RiskKey, UnconfirmedItem } from './concern-kinds.ts';

export const DOCUMENT_TYPES = ['section32', 'contract', 'contract+section32', 'title', 'oc-certificate', 'unknown'] as const;
export const AUSTRALIAN_STATES = ['VIC', 'NSW', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export const australianState = z.enum(AUSTRALIAN_STATES);

/** Parts of a pack; `front` is text before any recognised part. */
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

export const documentPart = z.object({
  kind: z.enum(PART_KINDS),
  pages: z.array(z.number().int().min(1)),
  confidence: z.number().int().min(0).max(100),
});

/** A concern as the engine returns it: a verbatim quote, its page, and who found it. */
export const engineConcern = z.object({
  category: concernCategory,
  title: z.string().min(1),
  /** Plain English: what it means for the buyer and what to ask. */
  description: z.string(),
  /** e.g. "Page 2, Section 3.4 – Planning" */
  location: z.string(),
  confidence: z.number().int().min(0).max(100),
  /** Verbatim (whitespace-normalised) quote from the document. */
  context: z.string(),
  page: z.number().int().min(1),
  /** The concern's kind from the catalogue; risk kinds also appear in `flags`. */
  kind: concernKind,
  /** The kind again when it is a risk kind (kept for readers of the older shape). */
  flag: riskKey.optional(),
  /** Its risk level: the one level every place that shows this item (card, tab, summary, PDF) uses. */
  severity: riskLevel,
  source: z.enum(CONCERN_SOURCES),
});

export const councilValuation = z.object({ civ: z.number().nullable(), siteValue: z.number().nullable(), nav: z.number().nullable() });
export const overlayFact = z.object({ code: z.string().nullable(), name: z.string() });
export const easementFact = z.object({ type: z.string(), beneficiary: z.string().nullable() });
export const caveatFact = z.object({ caveator: z.string(), grounds: z.string().nullable() });
export const mortgageFact = z.object({ mortgagee: z.string() });
export const ownersCorporationFact = z.object({ annualFees: z.number().nullable(), specialLevy: z.number().nullable(), litigation: z.boolean() });
export const outgoingsFact = z.object({ councilRatesAnnual: z.number().nullable(), waterAnnual: z.number().nullable(), landTax: z.number().nullable() });
export const buildingPermitFact = z.object({ number: z.string(), date: z.string().nullable(), description: z.string() });

/** Normalised facts, in the shape of the samples' truth.json: money in dollars here, and only here (the engine holds it in cents). */
export const facts = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  state: australianState.nullable(),
  propertyDetails: z.object({
    address: z.string().nullable(),
    lot: z.string().nullable(),
    plan: z.string().nullable(),
    volume: z.string().nullable(),
    folio: z.string().nullable(),
    landSizeM2: z.number().nullable(),
    zoning: z.string().nullable(),
    purchasePrice: z.number().nullable(),
    deposit: z.number().nullable(),
    settlementDate: z.string().nullable(),
    councilValuation,
  }),
  vendors: z.array(z.string()),
  purchasers: z.array(z.string()),
  overlays: z.array(overlayFact),
  easements: z.array(easementFact),
  covenants: z.array(z.string()),
  caveats: z.array(caveatFact),
  mortgages: z.array(mortgageFact),
  section173: z.boolean(),
  bushfireProne: z.boolean(),
  ownersCorporation: ownersCorporationFact.nullable(),
  outgoings: outgoingsFact,
  buildingPermitsLast7Years: z.array(buildingPermitFact),
  specialConditions: z.array(z.string()),
});

/** A plain-English reading of a special condition from the LLM pass (its quote checked on its page). */
export const conditionReading = z.object({
  number: z.string(),
  reading: z.string(),
  quote: z.string(),
  page: z.number().int().min(1),
  source: z.literal('llm'),
});

export const analysisResult = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  state: australianState.nullable(),
  concerns: z.array(engineConcern),
  categoryCounts: z.record(concernCategory, z.number().int().min(0)),
  registerSearchStatement: registerSearchStatement.nullable(),
  /** As the API shows it; costs are null when the engine runs without its costs estimator. */
  comprehensivePropertyAnalysis: comprehensivePropertyAnalysis.extend({ costs: costs.nullable() }),
  facts,
  flags: z.array(riskKey),
  /** Items present whose answer could not be read ("Could not confirm"). */
  couldNotConfirm: z.array(unconfirmedItem),
  /** Risk kinds the document clears, each with its item's negative answer ("Checked"); [] in results stored before it. */
  checked: z.array(checkedItem).default([]),
  /** The parts the pack was split into, in page order. */
  parts: z.array(documentPart),
  conditionReadings: z.array(conditionReading).optional(),
  /** The contract's dates as the document gives them or the state's rules compute them (issue 17). */
  keyDates: z.array(keyDate),
  /** Questions for the vendor's solicitor, from the rules that raised a concern (and the LLM pass). */
  vendorQuestions: z.array(engineVendorQuestion),
  /** Hidden text the worker left out of the PDF before the engine read it (the engine itself never sets it). */
  hiddenText: hiddenText.nullable().optional(),
  /** Pages the worker read by OCR, each with its confidence (the engine itself never sets it; optional for older results). */
  scannedPages: z.array(scannedPage).optional(),
  /** A pack's files in order, each with its span of pages (issue 28); absent when one file was read. */
  files: z.array(packFile).optional(),
});

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type AustralianState = z.infer<typeof australianState>;
export type PartKind = (typeof PART_KINDS)[number];
export type DocumentPart = z.infer<typeof documentPart>;
export type EngineConcern = z.infer<typeof engineConcern>;
export type Facts = z.infer<typeof facts>;
export type ConditionReading = z.infer<typeof conditionReading>;
export type AnalysisResult = z.infer<typeof analysisResult>;
export type ResultPropertyAnalysis = AnalysisResult['comprehensivePropertyAnalysis'];
