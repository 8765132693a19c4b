// Zone and planning overlays. VIC uses codes (GRZ1, HO1632); QLD schemes name overlays in words;
// NSW hazards live on the s10.7 certificate (handled by the rules, not listed as overlays).
import type { AustralianState, OverlayFact } from '../result.ts';
import { NSW_ZONES, VIC_ZONES } from '../knowledge/zones.ts';
import { VIC_OVERLAYS, vicOverlay, codeFamily } from '../knowledge/overlays.ts';
import { lineAt, type DocText, type Line } from '../text/doc.ts';
import { classifyMention } from '../text/classify.ts';
import { BOILERPLATE } from '../text/parts.ts';
import { titleCaseIfUpper, TRAILING_NOTE, SPACE_RUN, CELL_GAP, firstSentence, isDigit } from '../text/normalise.ts';
import { labelValues } from './labels.ts';

/** A value that repeats its label ("Zone: General Residential"). */
const ZONE_LABEL = /^zon(?:e|ing)\b\s*(?:[:\-]\s*)?(?=\S)/i;

export interface ZoneHit {
  zoning: string;
  code: string | null;
  offset: number;
}

const VIC_ZONE_CODES = VIC_ZONES.map((z) => z.code).sort((a, b) => b.length - a.length).join('|');

const QUALIFIED = /,\s+(?:except|but|other than|excluding)\b.*/i;

/** A line's text after a lettered item's mark ("(a) ", "(iv) "), or the line. */
function afterItemMark(text: string): string {
  const close = text.indexOf(') ');
  return text.startsWith('(') && close > 1 && close <= 5 ? text.slice(close + 2).trimStart() : text;
}

export function extractZone(doc: DocText, state: AustralianState | null): ZoneHit | null {
  const zone = zoneOf(doc, state);
  return zone && state === 'WA' ? withDensityCode(doc, zone) : zone;
}

/**
 * A WA zone is named with its density code ("Residential R60"), which a form may give on a line of its
 * own ("Density code:  R60") or a certificate in a phrase ("... with a density coding of R20").
 */
function withDensityCode(doc: DocText, zone: ZoneHit): ZoneHit {
  if (zone.zoning.split(' ').some(isDensityCode)) return zone;
  const at = doc.scan.toLowerCase().indexOf('density cod');
  if (at < 0) return zone;
  const words = [':', '.', ',', '\n'].reduce((t, c) => t.split(c).join(' '), doc.scan.slice(at, at + 60)).split(' ');
  const code = words.find(isDensityCode);
  return code ? { ...zone, zoning: `${zone.zoning} ${code}` } : zone;
}

/** "R20", "R60", "R-AC3" is not one: an R and its dwellings per hectare. */
const isDensityCode = (w: string): boolean => w.length >= 2 && w.length <= 4 && w[0] === 'R' && [...w.slice(1)].every(isDigit);

function zoneOf(doc: DocText, state: AustralianState | null): ZoneHit | null {
  // "Zone", "Zoning", "Land Zoning", "Land use zone".
  const hits = labelValues(doc, String.raw`(?:land\s+(?:use\s+)?)?zon(?:e|ing)(?:\s+under[^:\n]{0,60})?`, { prompted: true });
  for (const hit of hits) {
    // An item's answer under the label may repeat it after its mark ("Zoning" / "(a) Zone R3 Medium Density Residential.").
    const answer = afterItemMark(firstSentence(hit.value).trim());
    const value = answer.toLowerCase().startsWith('zone ') ? answer.slice('zone '.length).trim() : answer;
    // Under its own "Zone" label a scheme's name for the zone needs no vocabulary ("Zone: Suburban Neighbourhood").
    const z = parseZoneValue(value, state) ?? labelledZone(value);
    if (z) return { ...z, offset: hit.offset };
  }
  // A form's label in capitals with its value after one space ("ZONING Residential R25 (City of Swan ...)").
  for (const line of doc.lines) {
    // After an item's mark, if it has one ("(a) Zone R4 High Density Residential.").
    const text = afterItemMark(line.scan.trimStart());
    // In capitals or capitalised ("Zone R2 Low Density Residential").
    const label = ['ZONING ', 'ZONE '].find((l) => text.slice(0, l.length).toUpperCase() === l);
    if (!label || line.running || BOILERPLATE.has(line.part)) continue;
    // A note in brackets may hold a full stop ("(… Scheme No. 17)"): it goes before the sentence is cut.
    const z = parseZoneValue(firstSentence(text.slice(label.length).trimEnd().replace(TRAILING_NOTE, '')).replace(TRAILING_NOTE, '').trim(), state);
    if (z) return { ...z, offset: line.start + (line.scan.length - text.length) + label.length };
  }
  // Mid-line label: "Planning scheme: X. Zone: R3 Medium Density Residential.", "(a) Zone: R2 ...".
  for (const m of doc.scan.matchAll(/(?:^|[.;]\s+|\([a-z]\)\s+)Zon(?:e|ing)(?:\s+under[^:\n]{0,60})?\s*:\s*([^\n]+?)(?=\.\s|\.?$)/gim)) {
    // The zone of the land, not the qualification after it ("R4 High Density Residential, except a strip ... zoned SP2").
    const z = parseZoneValue((m[1] as string).replace(QUALIFIED, '').trim(), state);
    if (z) return { ...z, offset: (m.index ?? 0) + m[0].length - (m[1] as string).length };
  }
  // The s10.7 certificate's item: "(a) the identity of the zone: Zone R3 Medium Density Residential".
  for (const m of doc.scan.matchAll(/\b(?:identity|name)\s+of\s+the\s+zone\s*:\s*([^\n]+)/gi)) {
    const z = parseZoneValue(firstSentence(m[1] as string).trim(), state);
    if (z) return { ...z, offset: (m.index ?? 0) + m[0].length - (m[1] as string).length };
  }
  // A form's row whose label ends in 'zone' and whose answer is the zone's name in the next column
  // ("29.1 Part 5 - Planning and Design Code: zone   Established Neighbourhood Zone").
  for (const m of doc.scan.matchAll(/\bzon(?:e|ing)(?:\s*:[ \t]*|\s*)[ \t]{2}([A-Z][A-Za-z ,'()-]{3,80}?\bzone\b[^\n]{0,30}?)[ \t]*$/gim)) {
    const z = parseZoneValue((m[1] as string).trim(), state);
    if (z) return { ...z, offset: (m.index ?? 0) + m[0].indexOf(m[1] as string) };
  }
  // Inline "... is in the General Residential Zone - Schedule 1 (GRZ1)"; a scheduled code is the more precise.
  const inline = [...doc.scan.matchAll(new RegExp(String.raw`\b([A-Z][A-Za-z ]{3,60}Zone(?:\s*-\s*Schedule\s*\d+)?)\s*\((${VIC_ZONE_CODES})(\d*)\)`, 'gi'))];
  const best = inline.find((m) => m[3]) ?? inline[0];
  if (best) {
    const z = parseZoneValue(best[0], state);
    if (z) return { ...z, offset: best.index ?? 0 };
  }
  // A line that is only a zone and its code ("General Neighbourhood Zone (GN)"): a scanned table's cell.
  for (const l of doc.lines) {
    if (l.running || l.struck || l.aside) continue;
    const cell = /^\s*([A-Z][A-Za-z ,'-]{3,60}\bZone)\s*\(([A-Z]{1,4}\d{0,2})\)\s*$/.exec(l.scan);
    if (cell) return { zoning: `${cell[2]} ${cell[1]}`, code: cell[2] as string, offset: l.start + l.scan.indexOf(cell[1] as string) };
  }
  // "the lot is in the Character residential zone, Character zone precinct (CR1)".
  const sentence = /\b(?:is|lies)\s+(?:with)?in\s+the\s+([A-Z][A-Za-z ]{2,60}?\bzone)(?:,\s*([A-Za-z ]{2,60}?\bprecinct))?\s*\(([A-Z]{1,4}\d{0,2})\)/.exec(doc.scan);
  if (sentence) return { zoning: `${sentence[3]} ${sentence[1]}${sentence[2] ? ` - ${sentence[2]}` : ''}`, code: sentence[3] as string, offset: sentence.index };
  return null;
}

/** A zone's name written under a "Zone" label: a few capitalised words, not a pointer to a document. */
function labelledZone(value: string): { zoning: string; code: null } | null {
  const words = value.split(' ').filter(Boolean);
  // Two words at least: a lone word under the label is another label read out of order ("Subzone").
  if (words.length < 2 || words.length > 6 || !words.every((w) => w[0] === '(' || (w[0] !== w[0]?.toLowerCase()) || ['and', 'of', '-', '/'].includes(w))) return null;
  return ['Refer', 'See', 'Attached', 'Certificate', 'Not', 'None', 'Nil', 'N/A'].includes(words[0] as string) ? null : { zoning: value, code: null };
}

function parseZoneValue(raw: string, state: AustralianState | null): { zoning: string; code: string | null } | null {
  // The zone, not the instrument that makes it: "Zone C4 Environmental Living under Blue Mountains LEP 2015".
  const value = raw
    .replace(ZONE_LABEL, '')
    // Tried only where no earlier 'under/in/of X' reaches (it would have found the same instrument): linear.
    .replace(/(?<!\s)(?!(?= +(?:under|in|of)\s)(?<=\s(?:under|in|of)\s+(?:the\s+)?[A-Z][\w ]*?))\s+(?:under|in|of)\s+(?:the\s+)?[A-Z][\w ]*(?:planning scheme|environmental plan|city plan|scheme|LEP)\b.*/i, '')
    .replace(/(?<!\s)\s*\((?:metropolitan|region)[^)]*\)?.*/i, '')
    .trim();
  return zoneOfValue(withoutInstrument(value), state);
}

/** "R2 Low Density Residential (Hornsby Local Environmental Plan 2013)": the bracket names the instrument, not the zone. */
function withoutInstrument(raw: string): string {
  // "Medium density residential (MDR) zone, Brisbane City Plan 2014": the instrument after a comma, and
  // the word zone after the zone's code, are not its name.
  const comma = raw.lastIndexOf(', ');
  const tail = comma > 0 ? raw.slice(comma + 2).toLowerCase() : '';
  const cut = comma > 0 && (tail.includes(' plan') || tail.includes('scheme')) && [...tail].some(isDigit) ? raw.slice(0, comma) : raw;
  const value = cut.toLowerCase().endsWith(') zone') ? cut.slice(0, -' zone'.length) : cut;
  const open = value.lastIndexOf('(');
  if (open <= 0 || !value.endsWith(')')) return value;
  const inner = value.slice(open + 1, -1).toLowerCase();
  const instrument = (inner.includes(' plan') || inner.includes('scheme') || inner.includes('lep')) && [...inner].some(isDigit);
  return instrument ? value.slice(0, open).trim() : value;
}

function zoneOfValue(value: string, state: AustralianState | null): { zoning: string; code: string | null } | null {
  // A label read as a value (a scanned table's cells out of order: "Zone" / "Subzone").
  if (value.length < 2 || /^(?:n\/a|nil|none|sub-?zones?|zones?|zoning|precincts?|overlays?)$/i.test(value)) return null;
  // "General Residential Zone - Schedule 1 (GRZ1)" -> "GRZ1 General Residential Zone - Schedule 1"
  const paren = new RegExp(String.raw`^(.*?)(?<!\s)\s*\(\s*((?:${VIC_ZONE_CODES})\d*)\s*\)\s*$`, 'i').exec(value);
  if (paren) {
    const code = (paren[2] as string).toUpperCase();
    // A label or lead-in run into the name ("Zone General Residential Zone - Schedule 1", "the land
    // is in the General ...") is not part of it: the scheme's own name for the code is.
    const known = VIC_ZONES.find((z) => z.code === codeFamily(code));
    // The scheduled form when the value gives both ("URBAN GROWTH ZONE (UGZ) - URBAN GROWTH ZONE - SCHEDULE 3").
    const names = known ? [...(paren[1] as string).matchAll(new RegExp(String.raw`${known.name}(?:\s*-\s*Schedule\s*\d+)?`, 'gi'))] : [];
    const named = names.find((n) => /schedule/i.test(n[0])) ?? names[0] ?? null;
    if (known && named) {
      const schedule = /Schedule\s*(\d+)/i.exec(named[0])?.[1];
      return { zoning: `${code} ${known.name}${schedule ? ` - Schedule ${schedule}` : ''}`, code };
    }
    const name = (paren[1] as string).trim().replace(ZONE_LABEL, '');
    return { zoning: `${code} ${titleCaseIfUpper(name).replace(/\bzone\b/i, 'Zone')}`, code };
  }
  const lead = new RegExp(String.raw`^((?:${VIC_ZONE_CODES})\d*)\b\s*(?:[-:]\s*)?(.*)`).exec(value);
  if (lead && (state === 'VIC' || state === null)) return { zoning: `${lead[1]} ${titleCaseIfUpper(lead[2] as string)}`.trim(), code: lead[1] as string };
  // Name only, VIC: derive the code from the name and schedule.
  if (state === 'VIC' || state === null) {
    for (const z of VIC_ZONES) {
      const m = new RegExp(String.raw`${z.name}(?:\s*-\s*Schedule\s*(\d+))?`, 'i').exec(value);
      if (m) {
        const code = z.code.replace(/Z$/, m[1] ? 'Z' : 'Z') + (m[1] ?? '');
        return { zoning: `${code} ${z.name}${m[1] ? ` - Schedule ${m[1]}` : ''}`, code };
      }
    }
  }
  // Any scheme's code in brackets after the name: "General Neighbourhood Zone (GN)" -> "GN General Neighbourhood Zone".
  const coded = /^([A-Z][A-Za-z ,'-]{3,80}?)\s*\(([A-Z]{1,4}\d{0,2})\)$/.exec(value);
  if (coded) {
    // SA's Code names every zone "... Zone"; an extract's zone panel may leave the word out.
    const name = (coded[1] as string).trim();
    const named = state === 'SA' && !name.toLowerCase().endsWith(' zone') ? `${name} Zone` : name;
    return { zoning: `${coded[2]} ${named}`, code: coded[2] as string };
  }
  const nsw = /^([A-Z]{1,2}\d)\s+([A-Z][A-Za-z ]+)$/.exec(value);
  if (nsw && NSW_ZONES.some((z) => z.code === nsw[1])) return { zoning: `${nsw[1]} ${nsw[2]}`, code: nsw[1] as string };
  if (/zone|residential|industr|rural|commercial|mixed use|centre/i.test(value) && value.length <= 80) {
    // A Queensland planning scheme's zone is named with the word ("Low density residential zone"); a
    // report's table cell under a "Zone" column leaves it out.
    const named = state === 'QLD' && !/\bzone\b/i.test(value) ? `${value} zone` : value;
    return { zoning: named, code: null };
  }
  return null;
}

export interface OverlayHit extends OverlayFact {
  offset: number;
  length: number;
}

const VIC_CODE_RE = new RegExp(String.raw`\b(${VIC_OVERLAYS.map((o) => o.code).sort((a, b) => b.length - a.length).join('|')})(\d{0,4})\b`, 'g');

export function extractOverlays(doc: DocText, state: AustralianState | null): OverlayHit[] {
  if (state === 'NSW') return [];
  const byKey = new Map<string, OverlayHit>();
  const add = (h: OverlayHit): void => {
    const base = h.code ? codeFamily(h.code) : h.name.toLowerCase();
    const existing = byKey.get(base);
    // Keep the most specific mention (with a schedule number) of each overlay.
    if (!existing || (h.code && (!existing.code || h.code.length > existing.code.length))) byKey.set(base, h);
  };
  if (state !== 'QLD') {
    for (const m of doc.scan.matchAll(VIC_CODE_RE)) {
      const code = (m[1] as string) + (m[2] as string);
      const info = vicOverlay(code);
      if (!info) continue;
      const idx = m.index ?? 0;
      const around = doc.scan.slice(Math.max(0, idx - 120), idx + 80);
      // Bare two-letter codes (HO, PO, FO) need a schedule number or the word "overlay" nearby.
      if (!m[2] && !/overlay/i.test(around)) continue;
      if (!/overlay|heritage|planning/i.test(around)) continue;
      if (!listedAsAffecting(doc, idx, m[0].length)) continue;
      add({ code, name: m[2] ? `${info.name} - Schedule ${m[2]}` : info.name, offset: idx, length: m[0].length });
    }
    for (const info of VIC_OVERLAYS) {
      const re = new RegExp(String.raw`\b${info.name}(?:\s*-\s*Schedule\s*(\d+))?`, 'gi');
      for (const m of doc.scan.matchAll(re)) {
        const idx = m.index ?? 0;
        if (!listedAsAffecting(doc, idx, m[0].length)) continue;
        add({ code: info.code + (m[1] ?? ''), name: m[1] ? `${info.name} - Schedule ${m[1]}` : info.name, offset: idx, length: m[0].length });
      }
    }
    if (state === 'VIC' || byKey.size > 0) return [...byKey.values()].sort((a, b) => a.offset - b.offset);
  }
  // Schemes that name overlays in words: a table with an Affected (Yes/No) column, or a list after a colon.
  const listed = [...overlayTable(doc), ...overlayList(doc), ...overlaysUnderPrompt(doc)];
  if (listed.length > 0) {
    for (const h of listed) if (!byKey.has(h.name.toLowerCase())) byKey.set(h.name.toLowerCase(), h);
    return [...byKey.values()].sort((a, b) => a.offset - b.offset);
  }
  // Named overlays ("the Building height overlay"), with the sub-category a scheme names after a dash
  // ("the Flood overlay - Overland flow flood planning area"). A name is on one line: the words before
  // a line break are another row's ("... [ ] No" / "Flood overlay").
  const named = /\b([A-Z][a-z]+(?:[ \t]+(?:[a-z]+|[A-Z][a-z]+)){0,3}?[ \t]+overlay(?:\s+-\s+[A-Z][a-z]+(?:\s+[a-z][a-z/-]*){0,5})?)(?![A-Za-z])/g;
  for (const m of doc.scan.matchAll(named)) {
    const idx = m.index ?? 0;
    let name = (m[1] as string).replace(/^(?:The|A|An|Overlays?|Within|And|Or)\s+/, '');
    if (/^overlay$/i.test(name) || /^(?:no|other|any|each|this|that|planning)\b/i.test(name)) continue;
    const mention = classifyMention(doc, idx, m[0].length);
    if (mention.polarity !== 'positive') continue;
    name = name.charAt(0).toUpperCase() + name.slice(1);
    const key = name.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, { code: null, name, offset: idx, length: m[0].length });
  }
  // "Flood overlay" (a label) and "Flood overlay - Overland flow" (its answer) are one overlay.
  const keys = [...byKey.keys()];
  return [...byKey.values()].filter((h) => !keys.some((k) => k.startsWith(`${h.name.toLowerCase()} - `))).sort((a, b) => a.offset - b.offset);
}

/** "Overlay   Affected   Comment" / "Height of buildings and structures overlay   Yes   ...": the rows marked Yes. */
function overlayTable(doc: DocText): OverlayHit[] {
  const out: OverlayHit[] = [...underOverlayHeader(doc)];
  for (const l of doc.lines) {
    const cells = l.scan.trim().split(CELL_GAP);
    if (cells.length < 2 || !/overlay\s*$/i.test(cells[0] as string)) continue;
    const answer = cells.slice(1).find((c) => /^(?:yes|no|y|n)$/i.test(c.trim()));
    if (!answer || !/^y/i.test(answer.trim()) || l.struck || l.aside) continue;
    const name = (cells[0] as string).trim();
    out.push({ code: null, name: name.charAt(0).toUpperCase() + name.slice(1), offset: l.start + l.scan.indexOf(name), length: name.length });
  }
  return out;
}

/**
 * A table headed "Overlay   Applies" whose rows name the scheme's overlays, each answered in its second
 * cell (Yes, or what it controls): every row not answered No is an overlay of the land, named as the
 * scheme names it ("Stormwater Management" is the "Stormwater Management Overlay").
 */
function underOverlayHeader(doc: DocText): OverlayHit[] {
  const out: OverlayHit[] = [];
  for (const head of doc.lines) {
    const cells = head.scan.trim().toLowerCase().split(CELL_GAP);
    if (cells.length !== 2 || !['overlay', 'overlays'].includes(cells[0] as string) || !['applies', 'affected', 'applies to the land'].includes(cells[1] as string) || head.aside) continue;
    for (let i = head.index + 1; i < doc.lines.length; i++) {
      const row = doc.lines[i] as Line;
      const t = row.scan.trim();
      if (t === '' || row.heading !== null) break;
      if ([...t].every((c) => c === '-' || c === '_' || c === '=')) continue;
      const [name, answer] = t.split(CELL_GAP) as [string, string | undefined];
      const first = (answer ?? '').toLowerCase().split(' ')[0] ?? '';
      if (answer === undefined || row.aside || row.struck || ['no', 'n', 'nil', 'no.'].includes(first)) continue;
      const named = name.toLowerCase().endsWith('overlay') ? name : `${name} Overlay`;
      out.push({ code: null, name: named, offset: row.start + row.scan.indexOf(name), length: name.length });
    }
  }
  return out;
}

/**
 * "The following overlays ... affect the lot: Flood overlay - Overland flow flood planning area
 * (affecting the rear part of the lot); Traditional building character overlay." and SA's
 * "Overlays   Hazards (Flooding - General) Overlay; Major Urban Transport Routes Overlay; ...".
 */
function overlayList(doc: DocText): OverlayHit[] {
  const out: OverlayHit[] = [];
  // "Overlays: ...", "Overlays     ..." (a label cell), or a label OCR left one space after ("Overlays Hazards (...) Overlay; ...").
  // (A label's cell gap is on its line: a heading "OVERLAYS" over a table's header row is no label.)
  for (const m of doc.scan.matchAll(/\boverlays\b([^:\n]{0,80}:|[ \t]{2,}|(?<=^\s*overlays)[ \t]+(?=[A-Z][^\n\r\u2028\u2029]*;))([^\n]+)/gim)) {
    const intro = m[1] as string;
    if (NOT_THIS_LAND.test(intro)) continue;
    const start = (m.index ?? 0) + m[0].length - (m[2] as string).length;
    if (classifyMention(doc, start, 1).polarity === 'negative') continue;
    // The list ends with its sentence ("...; Traditional building character overlay. The lot is not ...").
    const joined = listWithWrappedLines(doc.scan, start, m[2] as string);
    const list = joined.split(/\.\s+(?=[A-Z])/)[0] as string;
    for (const item of list.split(/;|,?(?<!\s)\s+and\s+the\s+/)) {
      if (item.trim() === '') continue;
      // Under an "Overlays" label every item is an overlay, named as the scheme names it ("Hazards
      // (Flooding - Evidence Required)" is the "Hazards (Flooding - Evidence Required) Overlay").
      const listed = item.replace(SPACE_RUN, ' ').trim();
      const named = /overlay\b/i.test(listed) || !/^[A-Z]/.test(listed) || /^(?:see|refer|as|attached|the|no|none|nil|not)\b/i.test(listed) ? listed : `${listed} Overlay`;
      const name = named
        // An introduction before the list ("The following overlays ... affect the lot: Flood overlay ...").
        .replace(/^[^:()]*:\s*/, '')
        .replace(TRAILING_NOTE, '') // a note after the name, not a bracket inside it ("Hazards (Flooding - General) Overlay")
        .replace(/^.*?\b(?:affected\s+by|within|in)\s+(?:the\s+)?(?=[A-Z])/, '')
        .replace(/(?<![.\s])[.\s]+$/, '')
        .trim();
      if (!/overlay\b/i.test(name) || name.length > 90 || /^(?:no|none|nil|not)\b/i.test(name)) continue;
      const offset = start + joined.indexOf(item.trim());
      out.push({ code: null, name: name.charAt(0).toUpperCase() + name.slice(1), offset, length: name.length });
    }
  }
  return out;
}

/** An introduction that says the list is not this land's ("Overlays not affecting the land:"). */
const NOT_THIS_LAND = /\b(?:not|no|vicinity|neighbouring|adjoining)\b/i;

/** A form item's prompt with the overlays under it, one a line ("14.2  Overlays applying to the land:" / "Native Vegetation Overlay"). */
function overlaysUnderPrompt(doc: DocText): OverlayHit[] {
  const out: OverlayHit[] = [];
  for (const prompt of doc.lines) {
    const t = prompt.scan.trim();
    if (!t.endsWith(':') || !t.toLowerCase().includes('overlays') || prompt.aside || prompt.struck || NOT_THIS_LAND.test(t)) continue;
    for (let i = prompt.index + 1; i < doc.lines.length; i++) {
      const row = doc.lines[i] as Line;
      const name = row.scan.trim();
      // The list is its rows, each an overlay's name: anything else ends it.
      if (row.running) continue;
      if (!name.toLowerCase().endsWith('overlay') || name.length > 90 || row.aside || row.struck) break;
      out.push({ code: null, name, offset: row.start + row.scan.indexOf(name), length: name.length });
    }
  }
  return out;
}

/**
 * A list of overlays wrapped over the next lines (a scan or a narrow column: "...; Prescribed Wells" /
 * "Area Overlay; ..." / "" / "Generating Development Overlay; Urban Tree Canopy Overlay"): while the
 * list has not ended its sentence and the next line (past at most one blank) goes on naming overlays,
 * it continues. Line breaks become spaces, so offsets stay those of the document.
 */
function listWithWrappedLines(scan: string, start: number, first: string): string {
  let end = start + first.length;
  for (let i = 0; i < 6; i++) {
    const sofar = scan.slice(start, end);
    // A bracket left open ("... planning area (affecting" / "the rear part of the lot); ...") goes on.
    const open = (sofar.match(/\(/g) ?? []).length > (sofar.match(/\)/g) ?? []).length;
    if (!open && /[.:]\s*$/.test(sofar)) break;
    const next = (open ? /^\n([ \t]*\S[^\n]*)/ : /^\n(?:[ \t]*\n)?([ \t]*[A-Z][^\n]*)/).exec(scan.slice(end, end + 400));
    // (A row of its own, with cells or a label, is no wrapped list; the indent under a label's column is.)
    if (!next || (!open && (!/\boverlay\b/i.test(next[1] as string) || /\||\s{3,}|:/.test((next[1] as string).trim())))) break;
    end += next[0].length;
  }
  // A line that ends an overlay's name and a next one naming another are two items of a list set one a
  // line ("Overlays:   Airport Building Heights Overlay" / "           Stormwater Management Overlay").
  const pieces = scan.slice(start, end).split('\n');
  return pieces.reduce((out, piece, i) => (i === 0 ? piece : `${out}${(pieces[i - 1] as string).trimEnd().toLowerCase().endsWith('overlay') ? ';' : ' '}${piece}`), '');
}

/** Positive, or a title line listed under a report's "Planning Overlays" heading (VicPlan lists them so). */
function listedAsAffecting(doc: DocText, offset: number, length: number): boolean {
  const mention = classifyMention(doc, offset, length);
  if (mention.polarity === 'positive') return true;
  if (mention.polarity !== 'unknown') return false;
  const line = lineAt(doc, offset);
  // Up the report: past other overlay titles, notes and blank lines, to the heading they sit under.
  for (let i = line.index - 1; i >= Math.max(0, line.index - 16); i--) {
    const above = (doc.lines[i] as Line).scan;
    if (/vicinity|not\s+directly/i.test(above)) return false;
    if (/^\s*(?:planning\s+)?overlays\b/i.test(above)) return true;
  }
  return false;
}
