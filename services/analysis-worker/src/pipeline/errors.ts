import { UPLOAD_REFUSALS } from '@doco/contracts';

/**
 * An error the user may read (analyses.error_message). `permanent` means a retry cannot fix it
 * (a password, a damaged file): the job fails at once instead of using up its attempts.
 */
export class DocumentError extends Error {
  override name = 'DocumentError';
  readonly permanent: boolean;
  constructor(message: string, options: { permanent?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.permanent = options.permanent ?? true;
  }
}

export const MESSAGES = {
  passwordProtected: 'This PDF is password-protected. Please remove the password and upload it again.',
  damagedPdf: 'This PDF appears to be damaged and could not be opened. Please check the file and upload it again.',
  damagedDocx: 'This Word document appears to be damaged and could not be read. Please check the file and upload it again.',
  unsupported: UPLOAD_REFUSALS.type,
  noText: 'We could not read any text from this document. If it is a scan, please upload a clearer copy.',
  missingFile: 'The uploaded file could not be found. Please upload the document again.',
  tooLarge: 'This file is too large to analyse.',
  tooComplex: 'This document is too large or complex to analyse safely. Please check the file, or save it as a PDF, and upload it again.',
  tookTooLong: 'This document took too long to read. Please check the file, or upload the contract and Section 32 on their own.',
  unexpected: 'Something went wrong while analysing your document. Please try again.',
} as const;

/** The message to store for any error: a DocumentError's own text, else a generic one (never internals). */
export function userMessage(error: unknown): string {
  return error instanceof DocumentError ? error.message : MESSAGES.unexpected;
}
