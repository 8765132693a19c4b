import { OPS, type PDFDocumentProxy } from '../extract/pdfjs.ts';
import { encodePgm, resizeGrey, toGrey } from './grey-image.ts';

// Most scans are one picture per page. OCR reads that picture best as it was scanned: re-rendering
// it through pdf.js resamples it, and tesseract then loses table columns. Resolution is only
// clamped into the range tesseract reads well.
const MIN_DPI = 200;
const MAX_DPI = 300;
/** pdf.js image kinds: 1 = 1 bit grey (packed), 2 = RGB, 3 = RGBA. */
const RGB = 2;
const RGBA = 3;

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data?: Uint8ClampedArray | Uint8Array;
}

/**
 * The page's only picture as a greyscale PGM at 200-300 dpi, or null when the page is not simply one
 * picture (more than one image, an unrotated page's text, a format we do not unpack): then the caller
 * renders the page instead.
 */
export async function soleImageOf(doc: PDFDocumentProxy, number: number): Promise<Buffer | null> {
  const page = await doc.getPage(number);
  try {
    if (page.rotate % 360 !== 0) return null;
    const list = await page.getOperatorList();
    const images = list.fnArray.flatMap((op, i) =>
      op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject || op === OPS.paintImageMaskXObject ? [{ op, args: list.argsArray[i] as unknown[] }] : [],
    );
    if (images.length !== 1 || images[0]!.op !== OPS.paintImageXObject) return null;
    const id = images[0]!.args[0];
    if (typeof id !== 'string') return null;
    const image = await new Promise<DecodedImage | null>((resolve) => {
      const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
      objs.get(id, (value: unknown) => resolve((value as DecodedImage | null) ?? null));
    });
    if (!image?.data || (image.kind !== RGB && image.kind !== RGBA) || image.width < 100 || image.height < 100) return null;

    const pageWidthInches = (page.view[2]! - page.view[0]!) / 72;
    const dpi = image.width / pageWidthInches;
    const scale = Math.min(MAX_DPI, Math.max(MIN_DPI, dpi)) / dpi;
    return encodePgm(resizeGrey(toGrey(image.width, image.height, image.kind === RGBA ? 4 : 3, image.data), scale));
  } finally {
    page.cleanup();
  }
}
