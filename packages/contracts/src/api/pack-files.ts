import { z } from 'zod';

// A pack (issue 28): one document uploaded as several files, read as one analysis. The engine reads
// the files' pages one after another, numbered across the pack; each file's span says which pages
// are its own, so evidence can cite "file, page" instead of a page of the whole pack.

/** The most files one pack may hold, and their size together. */
export const PACK_MAX_FILES = 10;
export const PACK_MAX_TOTAL_BYTES = 50 * 1024 * 1024;

/** One file of a pack: its name, and the pack pages it occupies (firstPage .. firstPage + pageCount - 1). */
export const packFile = z.object({
  name: z.string().min(1),
  firstPage: z.number().int().min(1),
  pageCount: z.number().int().min(0),
});
export type PackFile = z.infer<typeof packFile>;

/** Where a pack page lies: its file and the page within that file; null when no file holds it. */
export function filePage(files: readonly PackFile[], page: number): { file: string; page: number } | null {
  for (const f of files) {
    if (page >= f.firstPage && page < f.firstPage + f.pageCount) return { file: f.name, page: page - f.firstPage + 1 };
  }
  return null;
}

/** "file, page n" for a pack page, or "Page n" when the analysis read one file (files absent or one). */
export function citePage(files: readonly PackFile[] | null | undefined, page: number): string {
  if (!files || files.length < 2) return `Page ${page}`;
  const at = filePage(files, page);
  return at ? `${at.file}, page ${at.page}` : `Page ${page}`;
}

/**
 * A place as the report writes it ("Page 12, Special conditions", "(page 3)"), its page cited in its
 * file for a pack ("contract.pdf, page 2, Special conditions"); unchanged for one file.
 */
export function citeLocation(files: readonly PackFile[] | null | undefined, location: string): string {
  if (!files || files.length < 2) return location;
  return location.replace(/\b[Pp]age (\d+)/, (whole, n: string) => {
    const at = filePage(files, Number(n));
    return at ? `${at.file}, page ${at.page}` : whole;
  });
}
