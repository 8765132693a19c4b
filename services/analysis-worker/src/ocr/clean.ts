/** The parts of tesseract's block tree that cleaning reads. */
export interface OcrWord {
  text: string;
  confidence: number;
}
export interface OcrBlock {
  paragraphs: { lines: { words: OcrWord[] }[] }[];
}

const alnum = (s: string) => (s.match(/[\p{L}\p{N}]/gu) ?? []).length;

/**
 * Scans carry specks, shadows and edges that OCR reads as stray marks at the ends of lines
 * (": PRICE: $985,000.00 : ; HE"). Such a word is short, unsure or has no letters/digits; dropping
 * it from a line's ends (never from its middle) keeps lines starting with their real first word,
 * which is what label parsers downstream look for.
 */
export function isEdgeNoise(word: OcrWord): boolean {
  const text = word.text.trim();
  if (!text) return true;
  if (alnum(text) === 0) return true;
  return text.length <= 3 && !/\d/.test(text) && word.confidence < 75;
}

/**
 * OCR reads specks over letters as accents ("rélease", "deposît"). Property documents here are
 * English, so accents are folded away: label and keyword patterns then match as in a text PDF.
 */
export const foldAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

export function blocksToText(blocks: OcrBlock[]): string {
  const paragraphs: string[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      const lines: string[] = [];
      for (const line of paragraph.lines) {
        const words = [...line.words];
        while (words.length && isEdgeNoise(words[0]!)) words.shift();
        while (words.length && isEdgeNoise(words[words.length - 1]!)) words.pop();
        if (words.length) lines.push(foldAccents(words.map((w) => w.text).join(' ')));
      }
      if (lines.length) paragraphs.push(lines.join('\n'));
    }
  }
  return paragraphs.join('\n\n');
}
