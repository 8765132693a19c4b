// Splits long documents into chunks that fit the model's context, on page (then line) boundaries.
import type { DocumentPage } from '../result.ts';

export interface Chunk {
  index: number;
  pages: number[];
  /** The chunk's text, page by page (a page split over chunks has one block in each). */
  blocks: { page: number; text: string }[];
  /** The blocks as one text with "[Page n]" markers (its length is what `maxChars` bounds). */
  text: string;
}

export function chunkPages(pages: DocumentPage[], maxChars: number): Chunk[] {
  const chunks: Chunk[] = [];
  let cur: { pages: number[]; parts: string[]; blocks: Chunk['blocks']; size: number } = { pages: [], parts: [], blocks: [], size: 0 };
  const flush = (): void => {
    if (cur.parts.length === 0) return;
    chunks.push({ index: chunks.length, pages: cur.pages, blocks: cur.blocks, text: cur.parts.join('\n') });
    cur = { pages: [], parts: [], blocks: [], size: 0 };
  };
  const add = (page: number, text: string): void => {
    const block = `[Page ${page}]\n${text}`;
    if (cur.size + block.length > maxChars) flush();
    if (!cur.pages.includes(page)) cur.pages.push(page);
    cur.parts.push(block);
    cur.blocks.push({ page, text });
    cur.size += block.length + 1;
  };
  for (const p of pages) {
    if (p.text.length + 12 <= maxChars) {
      add(p.number, p.text);
      continue;
    }
    // A page larger than a chunk: split on lines.
    let buf = '';
    for (const line of p.text.split('\n')) {
      if (buf.length + line.length + 1 > maxChars - 12 && buf !== '') {
        add(p.number, buf);
        flush();
        buf = '';
      }
      buf += (buf ? '\n' : '') + line.slice(0, maxChars - 12);
    }
    if (buf) add(p.number, buf);
  }
  flush();
  return chunks;
}
