import { resolve } from 'node:path';

/** Filesystem object storage lives under DATA_DIR unless STORAGE_DIR says otherwise. */
export const resolveStorageDir = (c: { DATA_DIR: string; STORAGE_DIR?: string | undefined }) =>
  c.STORAGE_DIR ?? resolve(c.DATA_DIR, 'objects');

/** Without SMTP_URL, mail is written as .eml files here. */
export const resolveMailDir = (c: { DATA_DIR: string; MAIL_DIR?: string | undefined }) =>
  c.MAIL_DIR ?? resolve(c.DATA_DIR, 'mail');

type StorageVars = {
  DATA_DIR: string;
  STORAGE_DIR?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

/** Object storage settings for @doco/storage's createStorage: S3 when S3_ENDPOINT is set, else a directory. */
export function storageSettings(c: StorageVars) {
  const dir = resolveStorageDir(c);
  if (!c.S3_ENDPOINT) return { dir };
  return {
    dir,
    s3: {
      endpoint: c.S3_ENDPOINT,
      bucket: c.S3_BUCKET,
      region: c.S3_REGION,
      accessKeyId: c.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: c.S3_SECRET_ACCESS_KEY ?? '',
    },
  };
}

export interface LlmVars {
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_TIMEOUT_MS: number;
  LLM_TOKEN_BUDGET: number;
}

/** The LLM pass's connection, or null when LLM_BASE_URL or LLM_MODEL is unset (the pass is off). */
export function llmSettings(c: LlmVars) {
  if (!c.LLM_BASE_URL || !c.LLM_MODEL) return null;
  // Self-hosted OpenAI-compatible servers often need no key; the SDK still wants a value.
  return { baseURL: c.LLM_BASE_URL, model: c.LLM_MODEL, apiKey: c.LLM_API_KEY || 'none', timeoutMs: c.LLM_TIMEOUT_MS, tokenBudget: c.LLM_TOKEN_BUDGET };
}
