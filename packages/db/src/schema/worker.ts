// Tables the analysis worker owns: an analysis's results, its report and the document's text. Other
// services read results only through the `analysis_results_v` view (issue 16).

import type { AnalysisResult, AustralianState, CheckedItem, PackFile, ConcernKind, DocumentType, EngineVendorQuestion, HiddenText, KeyDate, ScannedPage, UnconfirmedItem } from '@doco/contracts';
import type { ColumnType, Generated, Insertable } from 'kysely';
import type { Json, JsonObject, JsonText, JsonWithDefault } from '../json.ts';
import type { BuyerSummary, Charge, ConcernCategory, Costs, Director, EncumbranceItem, GeneratedTimestamp, Overlay, PropertyDetailsSummary, PropertyImage, RiskItem, Shareholder } from './values.ts';

/** A risk level, as the risk items state it. */
type RiskLevel = RiskItem['severity'];

export interface ConcernsTable {
  id: Generated<string>;
  analysisId: string;
  category: ConcernCategory;
  title: string;
  description: string;
  /** Percent, 0-100. */
  confidence: number;
  location: string | null;
  /** Quoted text from the document. */
  context: string | null;
  /** Who found it: the rules, or the LLM pass (its quote checked verbatim on its page). */
  source: ColumnType<'rules' | 'llm', 'rules' | 'llm' | undefined, 'rules' | 'llm'>;
  /** Its kind from the catalogue (issue 23); null for concerns written before kinds were stored. */
  kind: ColumnType<ConcernKind | null, ConcernKind | null | undefined, ConcernKind | null>;
  /** Its risk level (issue 26), the one every view of the item shows; null for concerns written before levels. */
  severity: ColumnType<RiskLevel | null, RiskLevel | null | undefined, RiskLevel | null>;
  /** Beyond the spec: display order within the analysis (rows of one transaction share createdAt). */
  position: Generated<number>;
  createdAt: GeneratedTimestamp;
}

/** One per analysis (unique analysis_id), so the worker can upsert on retry. */
export interface RegisterSearchStatementsTable {
  id: Generated<string>;
  analysisId: string;
  companyName: string | null;
  registrationNumber: string | null;
  incorporationDate: string | null;
  companyStatus: string | null;
  companyType: string | null;
  registeredAddress: string | null;
  directors: JsonWithDefault<Director[]>;
  shareholders: JsonWithDefault<Shareholder[]>;
  charges: JsonWithDefault<Charge[]>;
  additionalInfo: JsonWithDefault<JsonObject>;
  createdAt: GeneratedTimestamp;
}

/** One per analysis (unique analysis_id). */
export interface ComprehensivePropertyAnalysisTable {
  id: Generated<string>;
  analysisId: string;
  propertyDetails: Json<PropertyDetailsSummary>;
  easements: JsonWithDefault<EncumbranceItem[]>;
  restrictions: JsonWithDefault<EncumbranceItem[]>;
  encumbrances: JsonWithDefault<EncumbranceItem[]>;
  caveats: JsonWithDefault<EncumbranceItem[]>;
  notices: JsonWithDefault<EncumbranceItem[]>;
  covenants: JsonWithDefault<EncumbranceItem[]>;
  overlays: JsonWithDefault<Overlay[]>;
  costs: Json<Costs>;
  risks: JsonWithDefault<RiskItem[]>;
  buyerSummary: Json<BuyerSummary>;
  propertyImages: JsonWithDefault<PropertyImage[]>;
  /** The contract's key dates as the engine read them (issue 17). */
  keyDates: JsonWithDefault<KeyDate[]>;
  /** Questions for the vendor's solicitor, each with the position of its concern. */
  vendorQuestions: JsonWithDefault<EngineVendorQuestion[]>;
  /** The state whose law and business days the dates follow. */
  state: ColumnType<AustralianState | null, AustralianState | null | undefined, AustralianState | null>;
  /** Text the PDF drew so that no reader sees it, left out before the engine read it (issue 24); null: none. */
  hiddenText: ColumnType<HiddenText | null, JsonText<HiddenText> | null | undefined, JsonText<HiddenText> | null>;
  /** Items the document has whose answer could not be read ("Could not confirm", issue 23). */
  couldNotConfirm: JsonWithDefault<UnconfirmedItem[]>;
  /** Risk kinds the document clears, each with its quote and page ("Checked", issue 26). */
  checked: JsonWithDefault<CheckedItem[]>;
  /** The document's kind as the engine read it (issue 26); null for rows written before it was stored. */
  documentType: ColumnType<DocumentType | null, DocumentType | null | undefined, DocumentType | null>;
  /** The result the PDF report was rendered from (issue 26), to render it again without hidden items; null before. */
  reportResult: ColumnType<AnalysisResult | null, JsonText<AnalysisResult> | null | undefined, JsonText<AnalysisResult> | null>;
  /** A pack's files, each with its span of pages (issue 28); null when the analysis read one file. */
  files: ColumnType<PackFile[] | null, JsonText<PackFile[]> | null | undefined, JsonText<PackFile[]> | null>;
  createdAt: GeneratedTimestamp;
}

/** Unique (analysis_id, type): re-rendering a report replaces it. */
export interface ReportsTable {
  id: Generated<string>;
  analysisId: string;
  /** max 50, e.g. 'pdf'. */
  type: string;
  /** max 255. */
  filename: string;
  /** Inline content (nullable: the PDF normally lives in object storage, see storageKey). */
  content: string | null;
  /** max 100, e.g. 'application/pdf'. */
  contentType: string;
  /** Bytes. */
  fileSize: number;
  /** Beyond the spec: object-storage key of the report; unique. content or storageKey is set. */
  storageKey: string | null;
  createdAt: GeneratedTimestamp;
}

/** The text read from the document, pages separated by form feeds (page numbers can be recovered). */
export interface AnalysisTextsTable {
  analysisId: string;
  content: string;
  /** Pages read by OCR, each with the engine's mean word confidence (issue 26); [] for none and for older rows. */
  scannedPages: JsonWithDefault<ScannedPage[]>;
  createdAt: GeneratedTimestamp;
}

/** `analysis_pages_v` (read-only): the document's text and its scanned pages by analysis, for the gateway's viewer routes. */
/**
 * A failed analysis's credit the worker owes its buyer (issue 25): written with the failed status, in one
 * transaction, and delivered to billing's idempotent refund until billing confirms.
 */
export interface RefundOutboxTable {
  analysisId: string;
  /** What the ledger's refund line says ('Analysis failed: …'). */
  reason: string;
  attempts: Generated<number>;
  /** Why the last delivery failed (billing unreachable, or its answer); null once none has failed. */
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  lastAttemptAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** When billing confirmed it (refunded, already refunded, or nothing was consumed); null while owed. */
  confirmedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  outcome: ColumnType<RefundOutcome | null, RefundOutcome | null | undefined, RefundOutcome | null>;
  createdAt: GeneratedTimestamp;
}
export type RefundOutcome = 'refunded' | 'already' | 'nothing-to-refund';

/** `refunds_waiting_v` (read-only; the admin System tab): refunds billing has not confirmed yet. */
export interface RefundsWaitingView {
  waiting: ColumnType<number, never, never>;
  oldestAt: ColumnType<Date | null, never, never>;
  lastError: ColumnType<string | null, never, never>;
  lastAttemptAt: ColumnType<Date | null, never, never>;
}

export interface AnalysisPagesView {
  analysisId: ColumnType<string, never, never>;
  /** Pages separated by form feeds. */
  content: ColumnType<string, never, never>;
  scannedPages: ColumnType<ScannedPage[], never, never>;
}

/**
 * `analysis_results_v` (read-only): one row per analysis, its results in the shape of the API's result
 * contract. The gateway's only way into the tables above.
 */
export interface AnalysisResultsView {
  analysisId: ColumnType<string, never, never>;
  /** The concerns in display order: id, category, title, description, location, confidence, context, source, kind, severity. */
  concerns: ColumnType<JsonObject[], never, never>;
  /** The register search statement (camelCase keys), or null. */
  registerSearchStatement: ColumnType<JsonObject | null, never, never>;
  /** The comprehensive property analysis as the API serves it (camelCase keys), or null. */
  comprehensivePropertyAnalysis: ColumnType<JsonObject | null, never, never>;
  reportFilename: ColumnType<string | null, never, never>;
  reportContentType: ColumnType<string | null, never, never>;
  reportFileSize: ColumnType<number | null, never, never>;
  reportStorageKey: ColumnType<string | null, never, never>;
  keyDates: ColumnType<KeyDate[], never, never>;
  vendorQuestions: ColumnType<EngineVendorQuestion[], never, never>;
  state: ColumnType<AustralianState | null, never, never>;
  hiddenText: ColumnType<HiddenText | null, never, never>;
  /** Items whose answer could not be read, [] when none (or no results yet). */
  couldNotConfirm: ColumnType<UnconfirmedItem[], never, never>;
  /** Risk kinds the document clears ("Checked"), [] when none (or no results yet). */
  checked: ColumnType<CheckedItem[], never, never>;
  /** The document's kind, or null (no results yet, or written before it was stored). */
  documentType: ColumnType<DocumentType | null, never, never>;
  /** A pack's files with their page spans (issue 28), or null (one file, or no results yet). */
  files: ColumnType<PackFile[] | null, never, never>;
}

export type NewConcern = Insertable<ConcernsTable>;
export type NewRegisterSearchStatement = Insertable<RegisterSearchStatementsTable>;
export type NewComprehensivePropertyAnalysis = Insertable<ComprehensivePropertyAnalysisTable>;
