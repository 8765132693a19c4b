export interface ExtractedPage {
  /** 1-based. */
  number: number;
  text: string;
  /** Where the text came from: the file's own text, or OCR of the rendered page. */
  source: 'text' | 'ocr';
}

/** Pages of text, or not enough text to use: < this many non-space characters means "no text layer". */
export const MIN_PAGE_CHARS = 20;

export const usableText = (text: string) => text.replace(/\s+/g, '').length >= MIN_PAGE_CHARS;
