import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

// A .docx has no fixed pages, but Word records where they began: `<w:lastRenderedPageBreak/>` at each
// page start as Word last laid the document out, and the breaks its author put in (`<w:br w:type="page"/>`,
// a paragraph's `<w:pageBreakBefore/>`). mammoth keeps only the explicit `<w:br>`, so every page start
// is rewritten as one before mammoth reads the file; its HTML then carries one <hr> per page start.

const BODY = 'word/document.xml';
const PAGE_BREAK = '<w:br w:type="page"/>';
const EXPLICIT_BREAK = /<w:br\b[^>]*\bw:type="page"[^>]*\/>/g;
const RENDERED_BREAK = /<w:lastRenderedPageBreak\s*\/>/g;
/** A paragraph's properties that ask for a new page (`w:val` absent, or true). */
const BREAK_BEFORE = /<w:pPr>(?:(?!<\/w:pPr>)[\s\S])*?<w:pageBreakBefore(?:\s+w:val="(?:1|true|on)")?\s*\/>(?:(?!<\/w:pPr>)[\s\S])*?<\/w:pPr>/g;

/**
 * `document.xml` with one explicit page break at each page start. Where Word recorded its layout
 * (rendered breaks) those are the pages, and they already include the explicit ones, which are dropped
 * so none is counted twice; otherwise the explicit breaks and paragraphs that start a page.
 */
export function pageStartsAsBreaks(xml: string): string {
  if (xml.includes('<w:lastRenderedPageBreak')) return xml.replace(EXPLICIT_BREAK, '').replace(RENDERED_BREAK, PAGE_BREAK);
  return xml.replace(BREAK_BEFORE, (pPr) => `${pPr}<w:r>${PAGE_BREAK}</w:r>`);
}

/** The .docx with its page starts as explicit breaks; the same bytes when it records none (or is not a readable zip). */
export function withPageBreaks(bytes: Uint8Array): Uint8Array {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    return bytes; // mammoth reports the damaged file
  }
  const body = files[BODY];
  if (!body) return bytes;
  const xml = strFromU8(body);
  const rewritten = pageStartsAsBreaks(xml);
  if (rewritten === xml) return bytes; // explicit breaks alone reach mammoth as they are
  files[BODY] = strToU8(rewritten);
  return zipSync(files, { level: 0 });
}
