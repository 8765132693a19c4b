import { z } from 'zod';
import { scannedPage } from './analysis.ts';
import { packFile } from './pack-files.ts';

// The document viewer (issue 26): the evidence of a report opened at its page. A PDF is shown from
// its own bytes (GET /api/documents/{id}/file); a Word or text document from the text the analysis
// read, page by page (GET /api/analyses/{id}/text).

/** A photographed page (jpg, png, heic; issue 27) is shown, like a Word or text document, from the text OCR read. */
export const VIEWABLE_KINDS = ['pdf', 'docx', 'txt', 'jpg', 'png', 'heic'] as const;

/** GET /api/analyses/{id}/text: the document's text as the analysis read it, one entry per page (1-based, in order). */
export const documentText = z.object({
  kind: z.enum(VIEWABLE_KINDS),
  pages: z.array(z.object({ page: z.number().int().min(1), text: z.string() })),
  scannedPages: z.array(scannedPage),
  /**
   * A pack's files (issue 28), in order: each one's span of the pack's pages and its own kind; its bytes
   * are at GET /api/documents/{id}/file?file={position}. Absent for a document of one file.
   */
  files: z.array(packFile.extend({ position: z.number().int().min(1), kind: z.enum(VIEWABLE_KINDS) })).optional(),
});

export type ViewableKind = (typeof VIEWABLE_KINDS)[number];
export type DocumentText = z.infer<typeof documentText>;
