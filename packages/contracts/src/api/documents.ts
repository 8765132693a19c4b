import { z } from 'zod';
import { analysisStatus } from './analysis.ts';
import { DOCUMENT_TYPES } from './analysis-result.ts';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** What an upload may be (its bytes decide; the name only lets the browser refuse early): documents, and photos of a page. */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.docx', '.txt', '.jpg', '.jpeg', '.png', '.heic', '.heif'] as const;
/**
 * The most pixels of a photographed page we decode: a 24 MP phone photo (5712 x 4284), a phone's usual
 * size, fits; its 48-50 MP full-resolution mode does not (decoding one needs more than the worker's
 * 512 MB sandbox). Checked from the header before any decoding, so a small file that inflates to
 * gigabytes (a decompression bomb) is refused too.
 */
export const MAX_PHOTO_PIXELS = 25_000_000;

/** documents.mime_type: the type the gateway sniffed from the bytes (never the browser's say). A CHECK constraint lists the same. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/heic',
] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

export const documentSummary = z.object({
  id: z.string(),
  originalName: z.string(),
  createdAt: z.string(),
});

/** One stored file of a document (issue 28): a single upload has one, a pack up to 10, in order. */
export const documentFile = z.object({
  position: z.number().int().min(1),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});

/** POST /api/documents: one file in the field `document`, or a pack of up to 10 in the field `files`. */
export const uploadResponse = z.object({
  document: documentSummary,
  analysis: z.object({ id: z.string(), status: analysisStatus }),
  /** The files stored, in order (absent from older gateways). */
  files: z.array(documentFile).optional(),
  /** Files of the pack that were the same bytes as an earlier one: stored and read once. */
  duplicates: z.array(z.object({ name: z.string(), sameAs: z.string() })).optional(),
});

/** GET /api/user/documents: newest first, each with its latest analysis. */
export const documentListItem = documentSummary.extend({
  size: z.number().int(),
  mimeType: z.string(),
  analysis: z.object({ id: z.string(), status: analysisStatus }).nullable(),
  /** The property's address as the analysis read it, or null (none read yet, or none found); absent from older gateways. */
  address: z.string().nullable().optional(),
  /** The document's kind as the analysis read it (the web shows its label), or null before results; absent from older gateways. */
  documentType: z.enum(DOCUMENT_TYPES).nullable().optional(),
  /** How many files the document holds: 1, or a pack's (issue 28); absent from older gateways. */
  fileCount: z.number().int().min(1).optional(),
});
export const documentList = z.array(documentListItem);

/** POST /api/analyses/{id}/start -> 202 */
export const startAnalysisResponse = z.object({ analysis: z.object({ id: z.string(), status: analysisStatus }) });

export type DocumentSummary = z.infer<typeof documentSummary>;
export type DocumentFile = z.infer<typeof documentFile>;
export type UploadResponse = z.infer<typeof uploadResponse>;
export type DocumentListItem = z.infer<typeof documentListItem>;
export type StartAnalysisResponse = z.infer<typeof startAnalysisResponse>;
