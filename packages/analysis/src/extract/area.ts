// Land areas: "318 m2", "318m²", "71 square metres", "96 sq m", "0.4 ha", "1.2 hectares", "2 acres".

export const AREA_SOURCE = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(m2|m²|sq\.?\s?m(?:etres)?|sqm|square\s+met(?:re|er)s?|ha|hectares?|acres?)(?![A-Za-z0-9])`;

export interface AreaHit {
  m2: number;
  index: number;
  length: number;
}

export function allAreas(text: string): AreaHit[] {
  const re = new RegExp(AREA_SOURCE, 'gi');
  const out: AreaHit[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const n = Number((m[1] as string).replace(/,/g, ''));
    const unit = (m[2] as string).toLowerCase();
    let m2 = n;
    if (unit === 'ha' || unit.startsWith('hectare')) m2 = n * 10_000;
    else if (unit.startsWith('acre')) m2 = n * 4046.8564224;
    out.push({ m2: Math.round(m2 * 100) / 100, index: m.index, length: m[0].length });
  }
  return out;
}

export function parseArea(text: string): number | null {
  return allAreas(text)[0]?.m2 ?? null;
}
