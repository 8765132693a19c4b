import { guessUtf16WithoutBom, hasUtf16Bom } from './detect-kind.ts';
import type { ExtractedPage } from './types.ts';

/**
 * Decodes text bytes: a UTF-8 or UTF-16 BOM wins; then UTF-16 recognised by its NUL pattern; then
 * strict UTF-8; else windows-1252 (what older Windows editors write for Australian English).
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  const utf16 = hasUtf16Bom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes.subarray(2)), encoding: utf16 };
  const guessed = guessUtf16WithoutBom(bytes);
  if (guessed) return { text: new TextDecoder(guessed).decode(bytes), encoding: guessed };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** A text file is one page, unless it carries form feeds (as `pdftotext` output does). */
export function extractTxt(bytes: Uint8Array): ExtractedPage[] {
  const { text } = decodeText(bytes);
  const normalised = text.replace(/\r\n?/g, '\n');
  const parts = normalised.includes('\f') ? normalised.split('\f') : [normalised];
  // A trailing form feed leaves an empty last part that is not a page.
  if (parts.length > 1 && parts[parts.length - 1]?.trim() === '') parts.pop();
  return parts.map((part, index) => ({ number: index + 1, text: part, source: 'text' as const }));
}
