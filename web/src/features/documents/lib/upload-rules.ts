import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES, PACK_MAX_FILES, PACK_MAX_TOTAL_BYTES, tooLargeText, UPLOAD_REFUSALS } from '@doco/contracts';
import type { FileRejection } from 'react-dropzone';
import { z } from 'zod';

/**
 * react-dropzone's `accept`: MIME type → extensions. Documents (spec-core §5: .txt, .pdf, .docx) and,
 * beyond the spec (issue 27), photos of a page from a phone.
 */
export const ACCEPT = {
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
} satisfies Record<string, string[]>;

export { MAX_UPLOAD_BYTES, PACK_MAX_FILES, PACK_MAX_TOTAL_BYTES };

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * Why the browser refuses a file before sending it: its type (by its name: a .log is text, but not a
 * document), its size, or nothing in it. The gateway judges the bytes again and says the rest.
 */
export function refusalOf(file: File): string | null {
  if (!hasAcceptedExtension(file.name)) return UPLOAD_REFUSALS.type;
  if (file.size === 0) return UPLOAD_REFUSALS.empty;
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeText(file.size);
  return null;
}

/** The text for a file react-dropzone turned away (more than a pack holds, or the file itself refused). */
export function rejectionText(rejection: FileRejection): string {
  if (rejection.errors.some((e) => e.code === 'too-many-files')) return UPLOAD_REFUSALS.tooManyFiles;
  return refusalOf(rejection.file) ?? UPLOAD_REFUSALS.type;
}

/** A file the panel did not take, and why. */
export type Refusal = { name: string; text: string };

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
const bytesOf = (files: readonly File[]) => files.reduce((sum, f) => sum + f.size, 0);

/**
 * A pack (issue 28) with `incoming` added after what is `chosen`: each new file refused for itself
 * (type, size, empty), past the 10 files a pack holds, or past its 50 MB together; the same file chosen
 * again is taken once.
 */
export function addToPack(chosen: readonly File[], incoming: readonly File[]): { files: File[]; refused: Refusal[] } {
  const files = [...chosen];
  const refused: Refusal[] = [];
  for (const file of incoming) {
    const own = refusalOf(file);
    if (own) refused.push({ name: file.name, text: own });
    else if (files.some((f) => sameFile(f, file))) continue;
    else if (files.length >= PACK_MAX_FILES) refused.push({ name: file.name, text: UPLOAD_REFUSALS.tooManyFiles });
    else if (bytesOf(files) + file.size > PACK_MAX_TOTAL_BYTES) refused.push({ name: file.name, text: UPLOAD_REFUSALS.packTooLarge });
    else files.push(file);
  }
  return { files, refused };
}

/**
 * Which of the sent files a server refusal is about: the one sent alone, or in a pack the one its
 * message names ("contract.pdf: This PDF looks damaged…"), with the reason alone; null for the pack as
 * a whole (over the quota, too large together).
 */
export function refusedFile(sent: readonly File[], message: string): { file: File; text: string } | null {
  if (sent.length === 1) return { file: sent[0]!, text: message };
  const file = sent.find((f) => message.startsWith(`${f.name}: `));
  return file ? { file, text: message.slice(file.name.length + 2) } : null;
}

/** The upload mutation's input: one file, or a pack of up to 10, each accepted and at most 20 MB, 50 MB together. */
export const uploadInputSchema = z
  .array(z.instanceof(File))
  .min(1)
  .superRefine((files, ctx) => {
    for (const file of files) {
      const refusal = refusalOf(file);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }
    if (files.length > PACK_MAX_FILES) ctx.addIssue({ code: 'custom', message: UPLOAD_REFUSALS.tooManyFiles });
    if (bytesOf(files) > PACK_MAX_TOTAL_BYTES) ctx.addIssue({ code: 'custom', message: UPLOAD_REFUSALS.packTooLarge });
  });

/** "2.4 MB" / "18 KB", for the chosen-file line. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
