import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentList, messageResponse, uploadResponse, type DocumentListItem, type UploadResponse } from '@doco/contracts';
import { cancelReminders } from '../analyses/reminders.ts';
import type { GatewayDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { createDocumentsRepository as repo } from './repository.ts';
import { storeUpload, tooLarge } from './upload.ts';
import { limitBy, registerRateLimit } from '../../plugins/rate-limit.ts';
import { rateLimitNamespace } from '../auth/context.ts';
import { scheduleCleanUp } from './clean-up.ts';
import { quotaFull, UPLOAD_LIMITS } from './limits.ts';

const idParams = z.object({ id: z.uuid() });

export const documentIdParam = (params: unknown) => {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound('Document not found');
  return parsed.data.id;
};

/** Upload, list and delete documents. Every route is the signed-in owner's only. */
export async function documentRoutes(
  scope: FastifyInstance,
  opts: { deps: GatewayDeps; maxUploadBytes: number; quotaBytes: number; /** A document is gone (caches drop what they hold of it). */ onDeleted?: (documentId: string) => void },
) {
  const { deps, maxUploadBytes, quotaBytes } = opts;
  // Responses are serialised through the contract's schemas.
  const app = useZodSchemas(scope);
  await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: maxUploadBytes, files: 1 } });
  app.addHook('preHandler', requireUser(deps.db));
  await registerRateLimit(scope, { redis: deps.redis, nameSpace: rateLimitNamespace(deps) });
  scheduleCleanUp(app, deps);

  const uploadOptions = {
    bodyLimit: maxUploadBytes + 1024 * 1024,
    schema: { response: { 201: uploadResponse, 200: uploadResponse } },
    preHandler: limitBy(app, UPLOAD_LIMITS),
  };
  app.post('/api/documents', uploadOptions, async (request, reply): Promise<UploadResponse> => {
    const user = currentUser(request);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxUploadBytes + 64 * 1024) throw tooLarge(maxUploadBytes);
    // A full store is refused before any byte is stored (and re-checked under a lock on insert).
    if ((await repo(deps.db).usedBytes(user.id)) >= quotaBytes) throw quotaFull(quotaBytes);
    const upload = await storeUpload(request, deps.storage, user.id, maxUploadBytes);
    try {
      const inserted = await repo(deps.db).insertWithAnalysis({
        id: upload.documentId,
        userId: user.id,
        filename: `${upload.documentId}.${upload.kind}`,
        originalName: upload.originalName,
        mimeType: upload.mimeType,
        size: upload.size,
        storageKey: upload.storageKey,
        sha256: upload.sha256,
      }, quotaBytes);
      if (!inserted) throw quotaFull(quotaBytes);
      const { document, analysis } = inserted;
      request.log.info({ documentId: document.id, analysisId: analysis.id, kind: upload.kind, size: upload.size }, 'document uploaded');
      reply.code(201);
      return {
        document: { id: document.id, originalName: document.originalName, createdAt: new Date(document.createdAt).toISOString() },
        analysis: { id: analysis.id, status: analysis.status },
      };
    } catch (error) {
      await deps.storage.delete(upload.storageKey).catch(() => {});
      throw error;
    }
  });

  app.get('/api/user/documents', { schema: { response: { 200: documentList } } }, async (request): Promise<DocumentListItem[]> => {
    const rows = await repo(deps.db).listForUser(currentUser(request).id);
    return rows.map((row) => ({
      id: row.id,
      originalName: row.originalName,
      createdAt: new Date(row.createdAt).toISOString(),
      size: row.size,
      mimeType: row.mimeType,
      analysis: row.analysisId && row.analysisStatus ? { id: row.analysisId, status: row.analysisStatus } : null,
      address: row.address?.trim() || null,
      documentType: row.documentType ?? null,
    }));
  });

  app.delete('/api/documents/:id', { schema: { response: { 200: messageResponse } } }, async (request) => {
    const id = documentIdParam(request.params);
    const deleted = await repo(deps.db).deleteOwned(currentUser(request).id, id);
    if (!deleted) throw notFound('Document not found');
    opts.onDeleted?.(id);
    // Reminder mails of its analyses are taken back with it.
    await cancelReminders(deps.producer, deleted.analysisIds);
    for (const key of deleted.storageKeys) {
      // The rows are gone; a stored object that cannot be removed now is logged for clean-up.
      await deps.storage.delete(key).catch((err) => request.log.error({ err, key }, 'could not delete stored object'));
    }
    return { message: 'Document deleted' };
  });
}
