import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES, tooLargeText, UPLOAD_REFUSALS } from '@doco/contracts';
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

export { MAX_UPLOAD_BYTES };

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

/** The text for files react-dropzone turned away (several at once, or one of them refused). */
export function rejectionText(rejections: readonly FileRejection[]): string {
  if (rejections.length > 1 || rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'))) return UPLOAD_REFUSALS.oneFile;
  const file = rejections[0]?.file;
  return (file && refusalOf(file)) ?? UPLOAD_REFUSALS.type;
}

/** The upload mutation's input: one accepted file of at most 20 MB, not empty. */
export const uploadInputSchema = z.instanceof(File).superRefine((file, ctx) => {
  const refusal = refusalOf(file);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
});

/** "2.4 MB" / "18 KB", for the chosen-file line. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
