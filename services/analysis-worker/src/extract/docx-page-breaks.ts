import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

// A .docx has no fixed pages, but Word records where they began: `<w:lastRenderedPageBreak/>` at each
// page start as Word last laid the document out, and the breaks its author put in (`<w:br w:type="page"/>`,
// a paragraph's `<w:pageBreakBefore/>`). mammoth keeps only the explicit `<w:br>`, so every page start
// is rewritten as one before mammoth reads the file; its HTML then carries one <hr> per page start.

const BODY = 'word/document.xml';
const PAGE_BREAK = '<w:br w:type="page"/>';
/** Any `<w:br ...>` element; whether it is a page break is read from its attributes, not by one pattern. */
const BR_ELEMENT = /<w:br\b[^<>]*>/g;
const RENDERED_BREAK = /<w:lastRenderedPageBreak\s*\/>/g;

const isPageBreak = (element: string): boolean => element.includes('w:type="page"') && element.endsWith('/>');

/** Whether a paragraph's properties ask for a new page: `<w:pageBreakBefore/>`, its `w:val` absent or true. */
function breaksBefore(pPr: string): boolean {
  const at = pPr.indexOf('<w:pageBreakBefore');
  if (at < 0) return false;
  const element = pPr.slice(at, pPr.indexOf('>', at) + 1);
  const value = /w:val="([^"]*)"/.exec(element)?.[1];
  return value === undefined || value === '1' || value === 'true' || value === 'on';
}

/** Each paragraph-properties block, found by scanning for its end tag (no backtracking over the XML). */
function withBreaksBefore(xml: string): string {
  const open = '<w:pPr>';
  const close = '</w:pPr>';
  let out = '';
  let from = 0;
  for (;;) {
    const start = xml.indexOf(open, from);
    if (start < 0) break;
    const end = xml.indexOf(close, start);
    if (end < 0) break;
    const pPr = xml.slice(start, end + close.length);
    out += xml.slice(from, start) + pPr + (breaksBefore(pPr) ? `<w:r>${PAGE_BREAK}</w:r>` : '');
    from = end + close.length;
  }
  return out + xml.slice(from);
}

/**
 * `document.xml` with one explicit page break at each page start. Where Word recorded its layout
 * (rendered breaks) those are the pages, and they already include the explicit ones, which are dropped
 * so none is counted twice; otherwise the explicit breaks and paragraphs that start a page.
 */
export function pageStartsAsBreaks(xml: string): string {
  if (xml.includes('<w:lastRenderedPageBreak')) return xml.replace(BR_ELEMENT, (br) => (isPageBreak(br) ? '' : br)).replace(RENDERED_BREAK, PAGE_BREAK);
  return withBreaksBefore(xml);
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
