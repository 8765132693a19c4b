import { SPACE_RUN, hasLowercase, isUpper, leadingNumberLength } from './normalise.ts';
// Heading detection for section-aware locations ("Page 2, Section 3.4 – Planning").

const NUMBERED = /^(?:(?:PART|Part|Section|SECTION|Item)\s+)?(\d{1,2}(?:\.\d{1,2})*(?:\s*[-\/]\s*\d{1,2})?)\.?\s+(?:[-:]\s*)?([A-Z][A-Za-z0-9 ,&'\/()-]{2,70})$/;
const UPPER = /^(?:PART\s+\d+\s*[-:]\s*)?([A-Z][A-Z0-9 ,&'\/().-]{3,80})$/;
const COMPANY_END = /\b(LTD|LIMITED|PTY|INC|CORPORATION|BANK)\.?$/;

export interface Heading {
  number: string | null;
  title: string;
}

/** "5   BUILDING PERMITS" -> "5 BUILDING PERMITS": the gap after a leading item number closed to one space. */
function closeNumberTab(t: string): string {
  const i = leadingNumberLength(t, 8);
  let j = i;
  while (t[j] === ' ') j++;
  return i > 0 && j - i >= 2 && isUpper(t[j]) ? `${t.slice(0, i)} ${t.slice(j)}` : t;
}

/**
 * Returns the heading a line represents, or null when it is body text / a table row.
 * `standalone` = the line follows a blank line (or starts the page) and is followed by text;
 * short title-case lines count as headings only then ("Register Search Statement").
 */
export function parseHeading(line: string, standalone = false): Heading | null {
  // A form sets its item's number apart by a tab stop ("5   BUILDING PERMITS"): one gap after the number.
  const t = closeNumberTab(line.trim());
  if (t.length < 4 || t.length > 90) return null;
  if (/\$|\s{3,}|[.:;,]$/.test(t)) return null;
  const num = NUMBERED.exec(t);
  if (num) {
    const title = (num[2] as string).trim();
    const words = title.split(SPACE_RUN);
    if (words.length <= 9 && !/\d{4,}/.test(title)) return { number: (num[1] as string).replace(SPACE_RUN, ''), title };
  }
  const up = UPPER.exec(t);
  if (up) {
    const body = (up[1] as string).trim();
    const letters = body.replace(/[^A-Za-z]/g, '');
    const words = body.split(SPACE_RUN).filter((w) => /[A-Z]{2,}/.test(w));
    if (letters.length >= 6 && words.length >= 2 && !/\d{5,}/.test(body) && !COMPANY_END.test(body)) {
      const part = /^PART\s+(\d+)/.exec(t);
      return { number: part ? (part[1] as string) : null, title: t.replace(/^PART\s+\d+\s*[-:]\s*/, '') };
    }
  }
  if (standalone && /^[A-Z]/.test(t) && t.split(SPACE_RUN).length <= 10 && !/[:;]/.test(t) && !/_{2,}/.test(t)) {
    return { number: null, title: t };
  }
  return null;
}

const SMALL = new Set(['of', 'and', 'the', 'on', 'in', 'at', 'for', 'to', 'a', 'or', 'by']);

/** Display form of a heading: numbered "Section 3.4 – Planning", else "Special Conditions". */
export function headingLabel(h: Heading): string {
  let title = h.title;
  if (!hasLowercase(title)) {
    title = title
      .toLowerCase()
      .split(' ')
      .map((w, i) => (i > 0 && SMALL.has(w) ? w : w.replace(/^([^a-z]*)([a-z])/, (_m, p: string, c: string) => p + c.toUpperCase())))
      .join(' ')
      .replace(/\b(Gaic|Oc|Asic|Acn|Gst|Nsw|Qld|Vic|Reiq|Reiv|Reiwa|Asic)\b/g, (m) => m.toUpperCase())
      .replace(/(?<!\S)\S*\d\S*/g, (m) => m.toUpperCase());
  }
  return h.number ? `Section ${h.number} \u2013 ${title}` : title;
}
