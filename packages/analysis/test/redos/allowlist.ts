// Patterns the ReDoS check lets through although recheck calls them super-linear, each with the
// reason it is safe where it runs. Keep it small: fixing the pattern is the default. Two kinds only:
// - a look-behind that makes V8 try a run once: recheck's automaton checker has no look-around and
//   its fuzzer counts a look-behind as a scan at every position, so it reports a polynomial that V8
//   does not show (each reason gives V8's time on recheck's own attack string);
// - input whose size or shape the code bounds.
// An entry whose pattern no longer fails (or no longer exists) fails the test, so none goes stale.
export interface Allowed {
  /** Paths from the repository root where the pattern is written, as the test reports them. */
  files: string[];
  /** The pattern's source exactly as the test collects it. */
  source: string;
  reason: string;
}

export const ALLOWED: Allowed[] = [
  {
    files: ['packages/analysis/src/dates/key-dates.ts'],
    source: String.raw`(?<!\bbalance\s+(?:of\s+(?:the\s+)?)?)\b(?:initial\s+)?deposit\b(?:\$[\d,]+\.\d{2}|[^.\n]){0,60}?\b(?:payable|due|paid|to\s+be\s+paid|(?:by|on\s+or\s+before)(?=\s+\d))\b`,
    reason:
      "recheck's fuzzer counts the look-behind ('not after \"balance of\"') as a scan at every position; V8 checks it only where a word starts, backwards, and ran recheck's own attack string in linear time (4 ms at 120,000 characters, 15 ms at 480,000).",
  },
  {
    files: ['packages/analysis/src/extract/area.ts', 'packages/analysis/src/extract/property.ts'],
    source: String.raw`(?<!\d)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(m2|m²|sq\.?\s?m(?:etres)?|sqm|square\s+met(?:re|er)s?|ha|hectares?|acres?)(?![A-Za-z0-9])`,
    reason:
      "`(?<!\\d)` lets a number start only at its first digit; recheck's fuzzer has no model of look-behind and reads it as a scan. V8 ran recheck's attack string in linear time (1 ms at 120,000 characters).",
  },
  {
    files: ['packages/analysis/src/extract/covenant-summary.ts'],
    source: String.raw`(?<![\s,;])[\s,;]+(?:[^\s,;]\S*)?$`,
    reason:
      "only ever applied to `text.slice(0, max - 1)` with max at most 480 (MAX_TERMS): at most 479 characters, so at most ~230,000 steps however they are arranged.",
  },
  {
    files: ['packages/analysis/src/extract/covenant-summary.ts'],
    source: String.raw`\n(?=\s*(?:\d+(?:\.\d+)*\.?|\(?[a-z0-9]{1,3}\))\s+[A-Z])`,
    reason:
      "splits one paragraph: the current line's start plus at most PARAGRAPH_WINDOW (1,500) characters, cut at the first blank line; every newline and the whitespace after it lie inside those 1,500 characters.",
  },
  {
    files: ['packages/analysis/src/extract/orgs.ts', 'packages/analysis/src/extract/title.ts'],
    source: String.raw`\b(?<!\b[A-Z][A-Za-z&'.-]*?(?:[ \t]+(?:(?:of|and|for)[ \t]+)*)?)([A-Z][A-Za-z&'.-]*(?:[ \t]+(?:[A-Z][A-Za-z&'.-]*|of|and|for))*[ \t]+(?:Corporation|Council|Authority|Water|Energy|Limited|Ltd|Networks?|Distribution|Electricity|Power|Gas|Bank|Trust|Union|Society|Capital|Finance|Pty\.?\s+Ltd))\b`,
    reason:
      "the look-behind lets a name start only at its first word (a later word would find nothing the first did not); recheck's fuzzer reads the look-behind as a scan. V8 ran recheck's attack string in linear time (1.5 ms at 40,000 characters, 5.7 ms at 160,000); 100 KB of capitalised words took 7 s before.",
  },
  {
    files: ['packages/analysis/src/extract/parties.ts'],
    source: String.raw`\s+and\s+|\s*&\s*|;\s*`,
    reason:
      "splits `v`, the part of the value before its first `\\s{2,}` (the split just above): it never holds two whitespace characters in a row, so each `\\s+`/`\\s*` reads one character.",
  },
  {
    files: ['packages/analysis/src/extract/planning.ts'],
    source: String.raw`(?<!\s)(?!(?= +(?:under|in|of)\s)(?<=\s(?:under|in|of)\s+(?:the\s+)?[A-Z][\w ]*?))\s+(?:under|in|of)\s+(?:the\s+)?[A-Z][\w ]*(?:planning scheme|environmental plan|city plan|scheme|LEP)\b.*`,
    reason:
      "the look-around lets the instrument's name start only where no earlier 'under/in/of X' reaches; recheck's fuzzer reads it as a scan. V8 ran recheck's attack string in linear time (3 ms at 150,000 characters, 11 ms at 600,000); 100 KB of ' in A' took 2.6 s before.",
  },
  {
    files: ['packages/analysis/src/extract/title.ts'],
    source: String.raw`(?<!\s|\s(?:lodged|registered|dated|on|under|as|of))(?:\s+(?:lodged|registered|dated|on|under|as|of))+$`,
    reason:
      "the look-behind lets the trailing run of dealing words start only at its first word; recheck's fuzzer reads it as a scan. V8 ran recheck's attack string in linear time (1 ms at 60,000 characters, 3 ms at 240,000).",
  },
];
