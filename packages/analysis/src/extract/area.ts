// Land areas: "318 m2", "318m²", "71 square metres", "96 sq m", "0.4 ha", "1.2 hectares", "2 acres",
// "1 acre 2 roods 10 perches".

export const AREA_SOURCE = String.raw`(?<!\d)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(m2|m²|sq\.?\s?m(?:etres)?|sqm|square\s+met(?:re|er)s?|ha|hectares?|acres?)(?![A-Za-z0-9])`;

export interface AreaHit {
  m2: number;
  index: number;
  length: number;
  /** Stated in acres, roods and perches. */
  imperial?: boolean;
}

// Old titles measure in acres, roods and perches: "1 acre 2 roods 10 perches", "2 roods 15.5 perches", "24 perches";
// an old plan's drawing writes "1 r. 6 1/2 p.".
// Perches are often written with a fraction ("24¾ perches", "6 1/4 perches").
const IMPERIAL = String.raw`(?<!\d)(?:(\d+(?:\.\d+)?)\s*acres?\s*(?:,\s*)?)?(?:(\d+)\s*(?:roods?|r\.)(?:\s*(?:,\s*)?(\d+(?:\.\d+)?(?:\s?[\u00BC-\u00BE]|[\s-][13]\/[24])?)\s*(?:perch(?:es)?|p\.))?|(\d+(?:\.\d+)?(?:\s?[\u00BC-\u00BE]|[\s-][13]\/[24])?)\s*perch(?:es)?)(?![A-Za-z])`;
const FRACTIONS: Record<string, number> = { '\u00BC': 0.25, '\u00BD': 0.5, '\u00BE': 0.75 };
/** A figure with its fraction: "24", "24.5", "24¾", "24 ¾", "6 1/4", "6-3/4". */
const figure = (s: string | undefined): number => {
  if (!s) return 0;
  const last = s.at(-1) as string;
  if (last in FRACTIONS) return Number(s.slice(0, -1).trim()) + (FRACTIONS[last] as number);
  const slash = s.indexOf('/');
  if (slash < 0) return Number(s);
  return Number(s.slice(0, slash - 2)) + Number(s[slash - 1]) / Number(s[slash + 1]);
};
const M2_PER = { acre: 4046.8564224, rood: 1011.7141056, perch: 25.29285264 };

export function allAreas(text: string): AreaHit[] {
  const out: AreaHit[] = [];
  for (const m of text.matchAll(new RegExp(IMPERIAL, 'gi'))) {
    const [acres, roods, perches] = [figure(m[1]), figure(m[2]), figure(m[3] ?? m[4])];
    const m2 = acres * M2_PER.acre + roods * M2_PER.rood + perches * M2_PER.perch;
    out.push({ m2: Math.round(m2 * 100) / 100, index: m.index ?? 0, length: m[0].length, imperial: true });
  }
  const within = (i: number) => out.some((a) => i >= a.index && i < a.index + a.length);
  const re = new RegExp(AREA_SOURCE, 'gi');
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (within(m.index)) continue;
    const n = Number((m[1] as string).replaceAll(',', ''));
    const unit = (m[2] as string).toLowerCase();
    let m2 = n;
    if (unit === 'ha' || unit.startsWith('hectare')) m2 = n * 10_000;
    else if (unit.startsWith('acre')) m2 = n * M2_PER.acre;
    out.push({ m2: Math.round(m2 * 100) / 100, index: m.index, length: m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

export function parseArea(text: string): number | null {
  return allAreas(text)[0]?.m2 ?? null;
}
