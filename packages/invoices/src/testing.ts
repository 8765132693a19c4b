import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Tests: the text of a PDF's first page, as a reader would copy it. */
export async function pdfFirstPageText(pdf: Uint8Array): Promise<string> {
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const page = await (await task.promise).getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await task.destroy();
  return text;
}
