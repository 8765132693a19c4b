import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentList, messageResponse, PACK_MAX_TOTAL_BYTES, uploadResponse, type DocumentListItem, type UploadResponse } from '@doco/contracts';
import { cancelReminders } from '../analyses/reminders.ts';
import type { GatewayDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { createDocumentsRepository as repo } from './repository.ts';
import { packTooLarge, type StoredFile, storeUpload } from './upload.ts';
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
  opts: {
    deps: GatewayDeps;
    maxUploadBytes: number;
    quotaBytes: number;
    /** A pack's files together (issue 28); PACK_MAX_TOTAL_BYTES unless a test says otherwise. */
    maxPackBytes?: number;
    /** A document is gone (caches drop what they hold of it). */
    onDeleted?: (documentId: string) => void;
  },
) {
  const { deps, maxUploadBytes, quotaBytes } = opts;
  const limits = { maxFileBytes: maxUploadBytes, maxPackBytes: Math.max(opts.maxPackBytes ?? PACK_MAX_TOTAL_BYTES, maxUploadBytes) };
  // Room for the multipart framing of a full pack's parts around their bytes.
  const bodyLimit = limits.maxPackBytes + 2 * 1024 * 1024;
  // Responses are serialised through the contract's schemas.
  const app = useZodSchemas(scope);
  await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: maxUploadBytes } });
  app.addHook('preHandler', requireUser(deps.db));
  await registerRateLimit(scope, { redis: deps.redis, nameSpace: rateLimitNamespace(deps) });
  scheduleCleanUp(app, deps);

  const uploadOptions = {
    bodyLimit,
    schema: { response: { 201: uploadResponse, 200: uploadResponse } },
    preHandler: limitBy(app, UPLOAD_LIMITS),
  };
  app.post('/api/documents', uploadOptions, async (request, reply): Promise<UploadResponse> => {
    const user = currentUser(request);
    const declared = Number(request.headers['content-length'] ?? 0);
    // A body no pack could make is refused unread; within it, each file and the pack are measured as they stream.
    if (declared > bodyLimit) throw packTooLarge();
    // A full store is refused before any byte is stored (and re-checked under a lock on insert).
    if ((await repo(deps.db).usedBytes(user.id)) >= quotaBytes) throw quotaFull(quotaBytes);
    const upload = await storeUpload(request, deps.storage, user.id, limits);
    const [first] = upload.files as [StoredFile, ...StoredFile[]];
    try {
      // One document, whatever the number of files: its row names the first file and counts the pack's bytes.
      const inserted = await repo(deps.db).insertWithAnalysis(
        {
          id: upload.documentId,
          userId: user.id,
          filename: `${upload.documentId}.${first.kind}`,
          originalName: first.originalName,
          mimeType: first.mimeType,
          size: upload.size,
          storageKey: first.storageKey,
          sha256: upload.files.length === 1 ? first.sha256 : null,
        },
        upload.files.map((f) => ({ position: f.position, name: f.originalName, mimeType: f.mimeType, size: f.size, sha256: f.sha256, storageKey: f.storageKey })),
        quotaBytes,
      );
      if (!inserted) throw quotaFull(quotaBytes);
      const { document, analysis } = inserted;
      request.log.info(
        { documentId: document.id, analysisId: analysis.id, kinds: upload.files.map((f) => f.kind), files: upload.files.length, duplicates: upload.duplicates.length, size: upload.size },
        'document uploaded',
      );
      reply.code(201);
      return {
        document: { id: document.id, originalName: document.originalName, createdAt: new Date(document.createdAt).toISOString() },
        analysis: { id: analysis.id, status: analysis.status },
        files: upload.files.map((f) => ({ position: f.position, name: f.originalName, size: f.size, mimeType: f.mimeType })),
        ...(upload.duplicates.length ? { duplicates: upload.duplicates } : {}),
      };
    } catch (error) {
      for (const file of upload.files) await deps.storage.delete(file.storageKey).catch(() => {});
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
      fileCount: Math.max(1, Number(row.fileCount ?? 1)),
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
