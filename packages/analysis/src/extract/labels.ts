// Label/value reading that survives flattened tables: "Price   $615,000", "PRICE: $985,000.00",
// "Price\n$615,000" (value on the next line) and numbered particulars "3. Price: ...".
import type { DocText, Line } from '../text/doc.ts';
import { nextContentLine } from '../text/doc.ts';

/** Regex source: the rest of a label's line is empty and its value starts the next non-blank line. */
export const NEXT_LINE = String.raw`[ \t:]*\n(?:[ \t]*\n){0,2}[ \t]*`;

export interface LabelHit {
  value: string;
  /** Offset of the value in the raw/scan text. */
  offset: number;
  line: Line;
}

/**
 * Finds lines starting with `label` (a regex source, matched case-insensitively) followed by a
 * separator (colon, 2+ spaces, tab, dash) and returns the rest of the line, or the next line when
 * the label stands alone.
 */
export function labelValues(doc: DocText, label: string, opts: { loose?: boolean; prompted?: boolean } = {}): LabelHit[] {
  // `prompted`: a form's item title may be followed by its prompt, the answer after the prompt's colon
  // ("Zoning  The zoning of the property is (insert the zone ...): Low density residential").
  const sep = opts.loose
    ? String.raw`(?:\s*[:\-]\s*|\s{2,}|\s+(?=[$\d]))|\s+`
    : opts.prompted
      ? String.raw`\s*[:\-]\s*|\s{2,}|\s+(?=[$\d])|\s[^:\n]{1,300}:\s*`
      : String.raw`\s*[:\-]\s*|\s{2,}|\s+(?=[$\d])`;
  // A form's label may carry a qualifier in brackets before its colon ("Balance Deposit (if any):").
  const re = new RegExp(String.raw`^\s*(?:\d{1,2}(?:\.\d{1,2})?\.?\s+)?(?:${label})(?:\s*\([^)\n]{1,30}\))?(?:${sep})(.*)$`, 'i');
  const bare = new RegExp(String.raw`^\s*(?:\d{1,2}\.?\s+)?(?:${label})(?:\s*\([^)\n]{1,30}\))?\s*(?::\s*)?$`, 'i');
  const out: LabelHit[] = [];
  for (const line of doc.lines) {
    if (line.running) continue;
    const m = re.exec(line.scan);
    if (m && (m[1] as string).trim() !== '') {
      const rawVal = m[1] as string;
      const offset = line.start + line.scan.length - rawVal.length + (rawVal.length - rawVal.trimStart().length);
      out.push({ value: rawVal.trim(), offset, line });
      continue;
    }
    if (bare.test(line.scan)) {
      const next = nextContentLine(doc, line);
      if (next && !next.heading) out.push({ value: next.scan.trim(), offset: next.start + (next.scan.length - next.scan.trimStart().length), line: next });
    }
  }
  return out;
}

export function firstLabelValue(doc: DocText, label: string, opts: { loose?: boolean } = {}): LabelHit | null {
  return labelValues(doc, label, opts)[0] ?? null;
}
