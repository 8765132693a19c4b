import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentText, PACK_MAX_FILES, packFile, scannedPage, type DocumentText, type ViewableKind } from '@doco/contracts';
import { ObjectNotFoundError } from '@doco/storage';
import type { GatewayDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { documentIdParam } from './routes.ts';
import { MIME } from './sniff.ts';
import { createDocumentViewRepository as repo } from './view-repository.ts';

const NOT_FOUND = 'Document not found';

// `?file=n`: one file of a pack (issue 28), 1-based; absent, the document's first file. Anything else is no file.
const fileQuery = z.object({ file: z.coerce.number().int().min(1).max(PACK_MAX_FILES).optional() });
const filePosition = (query: unknown) => {
  const parsed = fileQuery.safeParse(query);
  if (!parsed.success) throw notFound(NOT_FOUND);
  return parsed.data.file;
};

/** The stored MIME type (set from the sniffed kind at upload) back to its kind. */
const kindOf = (mimeType: string): ViewableKind | null => (Object.entries(MIME).find(([, mime]) => mime === mimeType)?.[0] as ViewableKind | undefined) ?? null;

/**
 * The document viewer's sources (issue 26), for the owner only: the original file (a PDF opens
 * inline in the report, pdf.js drawing it), and the text its analysis read, page by page (how a Word
 * or text document is shown, with the pages the engine's quotes name).
 */
export async function documentViewRoutes(scope: FastifyInstance, opts: { deps: GatewayDeps }) {
  const { deps } = opts;
  const app = useZodSchemas(scope);
  app.addHook('preHandler', requireUser(deps.db));

  /** A pack's spans as the analysis read them, each with its file's position and kind (the analysis read them in order). */
  const packFilesOf = async (documentId: string, spans: unknown[]) => {
    const stored = await repo(deps.db).filesOf(documentId);
    return spans.flatMap((span, i) => {
      const file = stored[i];
      const kind = file ? kindOf(file.mimeType) : null;
      const parsed = packFile.safeParse(span);
      return file && kind && parsed.success ? [{ ...parsed.data, position: file.position, kind }] : [];
    });
  };

  app.get('/api/documents/:id/file', async (request, reply) => {
    const row = await repo(deps.db).fileOwned(currentUser(request).id, documentIdParam(request.params), filePosition(request.query));
    const kind = row ? kindOf(row.mimeType) : null;
    if (!row || !kind) throw notFound(NOT_FOUND);
    try {
      const stream = await deps.storage.get(row.storageKey);
      return reply
        .type(MIME[kind]) // from the sniffed kind, never a name or a client's say
        .header('content-length', row.size)
        // Only a PDF is shown by the browser; a Word or text file is shown from its text instead.
        .header('content-disposition', kind === 'pdf' ? 'inline' : 'attachment')
        .header('cache-control', 'private, no-store')
        .send(stream);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw notFound(NOT_FOUND);
      throw error;
    }
  });

  app.get('/api/documents/:id/text', { schema: { response: { 200: documentText } } }, async (request, reply): Promise<DocumentText> => {
    const documentId = documentIdParam(request.params);
    const row = await repo(deps.db).textOwned(currentUser(request).id, documentId);
    const kind = row ? kindOf(row.mimeType) : null;
    if (!row || !kind) throw notFound(NOT_FOUND);
    if (row.content === null) throw notFound("This document's text is not ready yet.");
    reply.header('cache-control', 'private, no-store');
    // The worker keeps the pages separated by form feeds, in order from page 1 (a pack's numbered across its files).
    return {
      kind,
      pages: row.content.split('\f').map((text, i) => ({ page: i + 1, text })),
      scannedPages: (row.scannedPages ?? []).map((p) => scannedPage.parse(p)),
      ...(row.files && row.files.length > 1 ? { files: await packFilesOf(documentId, row.files) } : {}),
    };
  });
}
