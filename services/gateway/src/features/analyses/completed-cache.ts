import type { FastifyReply, FastifyRequest } from 'fastify';

// A completed analysis never changes: its response is assembled and serialised once, then served from
// memory with an ETag (a browser's If-None-Match gets 304), by analysis id (GET /api/analyses/{id}) and
// by document id (GET /api/documents/{id}/analysis, what the web loads and polls: a document has the
// one analysis made with its upload). Only its owner is ever served from here; a deleted document's
// entries are dropped in this process, and every entry expires after `ttlMs` (what another gateway
// process could serve after a deletion there).

interface Entry {
  ownerId: string;
  documentId: string;
  etag: string;
  /** The serialised response, encoded once (not again for every poll). */
  body: Buffer;
  until: number;
}

export function createCompletedCache(options: { ttlMs?: number; max?: number } = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const max = options.max ?? 2_000;
  const entries = new Map<string, Entry>();
  /** document id -> analysis id, for the document route. */
  const byDocument = new Map<string, string>();
  const remove = (analysisId: string) => {
    const entry = entries.get(analysisId);
    if (!entry) return;
    entries.delete(analysisId);
    if (byDocument.get(entry.documentId) === analysisId) byDocument.delete(entry.documentId);
  };
  return {
    get(analysisId: string, ownerId: string): Entry | undefined {
      const entry = entries.get(analysisId);
      if (!entry || entry.ownerId !== ownerId) return undefined;
      if (entry.until < Date.now()) {
        remove(analysisId);
        return undefined;
      }
      return entry;
    },
    /** The document's analysis, when it is cached for this owner. */
    getForDocument(documentId: string, ownerId: string): Entry | undefined {
      const analysisId = byDocument.get(documentId);
      return analysisId === undefined ? undefined : this.get(analysisId, ownerId);
    },
    put(analysisId: string, entry: Omit<Entry, 'until' | 'body'> & { body: string }): Entry {
      remove(analysisId);
      if (entries.size >= max) remove(entries.keys().next().value!);
      const stored = { ...entry, body: Buffer.from(entry.body), until: Date.now() + ttlMs };
      entries.set(analysisId, stored);
      byDocument.set(entry.documentId, analysisId);
      return stored;
    },
    /** The analysis's response changed (its signing date): build it again on the next read. */
    drop(analysisId: string) {
      remove(analysisId);
    },
    dropDocument(documentId: string) {
      for (const [id, entry] of entries) if (entry.documentId === documentId) remove(id);
      byDocument.delete(documentId);
    },
  };
}
export type CompletedCache = ReturnType<typeof createCompletedCache>;

/** Whether the browser already holds version `etag` (its If-None-Match). */
export const holdsVersion = (request: FastifyRequest, etag: string) => request.headers['if-none-match'] === etag;

/** 304: the browser's copy of this version stands. */
export function sendNotModified(reply: FastifyReply, etag: string) {
  return reply.header('etag', etag).header('cache-control', 'private, no-cache').code(304).send();
}

/** Sends a cached completed analysis: 304 when the browser already has this version. */
export function sendCompleted(request: FastifyRequest, reply: FastifyReply, entry: { etag: string; body: Buffer }) {
  if (holdsVersion(request, entry.etag)) return sendNotModified(reply, entry.etag);
  reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
