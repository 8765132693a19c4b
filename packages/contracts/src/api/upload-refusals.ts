import { MAX_PHOTO_PIXELS, MAX_UPLOAD_BYTES } from './documents.ts';
import { PACK_MAX_FILES, PACK_MAX_TOTAL_BYTES } from './pack-files.ts';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;

/**
 * Why an upload was refused, in the words the buyer reads (issue 27). The browser says the ones it can
 * tell before sending (type by name, size, empty); the gateway says them all, judged by the bytes, and
 * the worker says what only reading the file shows. One text per reason, wherever it is found.
 */
export const UPLOAD_REFUSALS = {
  type: 'This file type is not accepted. Upload a PDF, Word (.docx) or text file, or a photo of a page (JPEG, PNG or HEIC).',
  tooLarge: `The file is too large. The maximum size is ${MAX_UPLOAD_BYTES / MB} MB.`,
  empty: 'This file is empty (0 bytes). Please choose the document itself.',
  damagedPdf: 'This PDF looks damaged or incomplete. Please upload the original file.',
  damagedDocx: 'This Word document looks damaged or incomplete. Please upload the original file.',
  damagedPhoto: 'This photo looks damaged or incomplete. Please take the photo again or export it from your phone again.',
  passwordPdf: 'This PDF is password-protected. Please upload a copy without a password.',
  legacyOffice: 'This looks like an old .doc file or a password-protected document. Please save it as .docx or PDF and upload it again.',
  photoTooLarge: `This photo has too many pixels to read safely (more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels). Please upload a smaller copy.`,
  oneFile: 'Upload one file at a time.',
  tooManyFiles: `A pack holds at most ${PACK_MAX_FILES} files. Remove some and upload the rest as another pack.`,
  packTooLarge: `These files come to more than ${PACK_MAX_TOTAL_BYTES / MB} MB together. Remove some and upload the rest as another pack.`,
} as const;

/** The size refusal naming the file's own size, when the browser knows it. */
export const tooLargeText = (bytes: number) => `This file is ${mb(bytes)}. The maximum size is ${MAX_UPLOAD_BYTES / MB} MB.`;

/** A refusal of one file of a pack (issue 28), naming the file so the buyer knows which to replace. */
export const packFileRefusal = (name: string, text: string) => `${name}: ${text}`;
