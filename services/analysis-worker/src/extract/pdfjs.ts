import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { LIMITS } from './limits.ts';

export type { PDFDocumentProxy };
export const OPS = pdfjs.OPS;

// pdf.js wants directory paths ending in "/" for its data files; all of them ship in the package.
const pkgDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const dir = (name: string) => `${path.join(pkgDir, name)}/`;

export interface OpenPdf {
  doc: PDFDocumentProxy;
  close(): Promise<void>;
}

/** Opens a PDF held in memory. Password-protected and malformed files become user-readable errors. */
export async function openPdf(bytes: Uint8Array): Promise<OpenPdf> {
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: dir('standard_fonts'),
    cMapUrl: dir('cmaps'),
    cMapPacked: true,
    wasmUrl: dir('wasm'),
    iccUrl: dir('iccs'),
    useSystemFonts: false,
    // A decoded image past this many pixels is skipped rather than allocated (a 40000 x 40000 bomb).
    maxImageSize: LIMITS.imagePixels,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    return { doc, close: () => task.destroy() };
  } catch (error) {
    await task.destroy().catch(() => {});
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException') throw new DocumentError(MESSAGES.passwordProtected, { cause: error });
    throw new DocumentError(MESSAGES.damagedPdf, { cause: error });
  }
}
