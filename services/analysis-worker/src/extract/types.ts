export interface ExtractedPage {
  /** 1-based. */
  number: number;
  text: string;
  /** Where the text came from: the file's own text, or OCR of the rendered page. */
  source: 'text' | 'ocr';
  /**
   * The text layer is thin (a header, a page number, a stamp) over a picture: a scanned plan or rates
   * notice inside a text PDF. OCR reads the page and its text replaces the thin layer.
   */
  thinTextOverImage?: boolean;
  /** For a page read by OCR: the engine's mean word confidence (0-100). */
  ocrConfidence?: number;
  /** Characters of the text layer drawn so that no reader sees them (pdf-hidden.ts), left out of `text`. */
  hiddenChars?: number;
}

/** Pages of text, or not enough text to use: < this many non-space characters means "no text layer". */
export const MIN_PAGE_CHARS = 20;

export const usableText = (text: string) => text.replace(/\s+/g, '').length >= MIN_PAGE_CHARS;

/** Fewer non-space characters than this, over an image, is a scan with a header rather than a text page. */
export const THIN_PAGE_CHARS = 200;

export const nonSpaceLength = (text: string) => text.replace(/\s+/g, '').length;

/** Pages OCR must read: no usable text layer, or a thin one over an image. */
export const needsOcr = (page: ExtractedPage) => !usableText(page.text) || page.thinTextOverImage === true;
