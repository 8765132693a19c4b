import type { Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from '../extract/pdfjs.ts';

export const OCR_DPI = 250;
// A4 at 250 dpi is 2067 x 2923; cap odd (poster-sized) pages so one render cannot exhaust memory.
const MAX_SIDE_PX = 5000;

interface CanvasAndContext {
  canvas: Canvas;
  context: unknown;
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/** Renders one page to a PNG for OCR, on pdf.js's Node canvas factory (@napi-rs/canvas). */
export async function renderPageToPng(doc: PDFDocumentProxy, number: number, dpi = OCR_DPI): Promise<Buffer> {
  const page = await doc.getPage(number);
  try {
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(dpi / 72, MAX_SIDE_PX / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const factory = doc.canvasFactory as CanvasFactory;
    const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      // White paper: a transparent background reads as black to the OCR engine.
      const ctx = target.canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, target.canvas.width, target.canvas.height);
      await page.render({ canvas: target.canvas as never, viewport }).promise;
      return await target.canvas.encode('png');
    } finally {
      factory.destroy(target);
    }
  } finally {
    page.cleanup();
  }
}
