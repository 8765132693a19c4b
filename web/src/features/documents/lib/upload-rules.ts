import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from '@doco/contracts';
import { z } from 'zod';

/** react-dropzone's `accept`: MIME type → extensions (spec-core §5: .txt, .pdf, .docx). */
export const ACCEPT = {
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} satisfies Record<string, string[]>;

export { MAX_UPLOAD_BYTES };

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** The upload mutation's input: one accepted file of at most 20 MB. */
export const uploadInputSchema = z
  .instanceof(File)
  .refine((file) => hasAcceptedExtension(file.name), 'Only .pdf, .docx and .txt files can be uploaded')
  .refine((file) => file.size <= MAX_UPLOAD_BYTES, 'The file is larger than 20 MB');

/** "2.4 MB" / "18 KB", for the chosen-file line. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
