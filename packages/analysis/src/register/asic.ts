// ASIC company extract -> register search statement (spec-core §3). Null when the document
// carries no company extract.
import { parseDate } from '../extract/dates.ts';
import type { RegisterSearchStatement } from '../result.ts';
import type { DocText, Line } from '../text/doc.ts';
import { titleCaseIfUpper, SPACE_RUN, CELL_GAP } from '../text/normalise.ts';

const SECTION = /^\s*(?:current\s+)?(directors?|secretar(?:y|ies)|share\s+structure|members|shareholders|charges|registered\s+charges|(?:registered|principal)\s+(?:office|place\s+of\s+business)|ultimate\s+holding\s+company|documents?|contact\s+address)\b\s*(?::\s*)?$/i;

export function isCompanyExtract(doc: DocText): boolean {
  const t = doc.scan;
  return /\b(?:company\s+extract|organisation\s+extract|ASIC\b|Australian\s+Securities\s+(?:and|&)\s+Investments\s+Commission)/i.test(t) && /\bACN\b/.test(t) && /\b(?:directors?|members|shareholders)\b/i.test(t);
}

function value(lines: Line[], label: RegExp): string | null {
  for (const l of lines) {
    const m = new RegExp(String.raw`^\s*(?:${label.source})\s*:\s*(.+)`, 'i').exec(l.scan);
    if (m) return (m[1] as string).trim();
  }
  return null;
}

function sections(lines: Line[]): Map<string, Line[][]> {
  const out = new Map<string, Line[][]>();
  let current: Line[] | null = null;
  for (const l of lines) {
    const m = SECTION.exec(l.scan);
    if (m) {
      const key = (m[1] as string).toLowerCase().replace(SPACE_RUN, ' ');
      const norm = key.startsWith('director') ? 'directors' : key.startsWith('secretar') ? 'secretary' : key.startsWith('member') || key.startsWith('shareholder') ? 'members' : key.includes('charge') ? 'charges' : key.includes('office') ? 'office' : key;
      current = [];
      out.set(norm, [...(out.get(norm) ?? []), current]);
      continue;
    }
    current?.push(l);
  }
  return out;
}

/** Splits a section into records, each starting at a "Name:" line. */
function records(lines: Line[]): Line[][] {
  const out: Line[][] = [];
  for (const l of lines) {
    if (/^\s*name\s*:/i.test(l.scan)) out.push([l]);
    else out[out.length - 1]?.push(l);
  }
  return out;
}

function statusOf(raw: string | null): string | null {
  if (!raw) return null;
  if (/deregistered|dissolved|struck off/i.test(raw)) return 'Dissolved';
  if (/dormant|strike.?off action/i.test(raw)) return 'Dormant';
  if (/^registered|active/i.test(raw)) return 'Active';
  return titleCaseIfUpper(raw);
}

export function extractRegisterSearch(doc: DocText): RegisterSearchStatement | null {
  if (!isCompanyExtract(doc)) return null;
  const lines = doc.lines.filter((l) => !l.running);
  const name = value(lines, /(?:(?:company|organisation)\s*)?name/);
  if (!name) return null;
  const secs = sections(lines);
  const directors: RegisterSearchStatement['directors'] = [];
  for (const [role, key] of [['Director', 'directors'], ['Secretary', 'secretary']] as const) {
    for (const block of secs.get(key) ?? []) {
      for (const rec of records(block)) {
        const n = value(rec, /name/);
        if (n) directors.push({ name: titleCaseIfUpper(n), role, appointmentDate: parseDate(value(rec, /appointment\s+date|appointed/) ?? '') });
      }
    }
  }
  const memberRecs = (secs.get('members') ?? []).flatMap(records);
  const issued = Number(/\b(?:total\s+)?(?:number|shares)\s+issued\s*(?::\s*)?([\d,]+)/i.exec(doc.scan)?.[1]?.replaceAll(',', '') ?? /\bORD\w*\s+ORDINARY\s+SHARES?\s+([\d,]+)/i.exec(doc.scan)?.[1]?.replaceAll(',', '') ?? NaN);
  const shareholders = memberRecs
    .map((rec) => {
      const n = value(rec, /name/);
      const held = value(rec, /number\s+held|shares\s+held|shares/);
      const count = held ? Number(held.replace(/[^\d]/g, '')) : NaN;
      return n
        ? { name: titleCaseIfUpper(n), shares: held, percentage: Number.isFinite(count) && Number.isFinite(issued) && issued > 0 ? Math.round((count / issued) * 10000) / 100 : null }
        : null;
    })
    .filter((s): s is NonNullable<typeof s> => s !== null);
  const charges: RegisterSearchStatement['charges'] = [];
  for (const block of secs.get('charges') ?? []) {
    for (const l of block) {
      const t = l.scan.trim();
      if (t === '' || /^(?:no\s+|nil|none)/i.test(t) || /^(?:charge\s+(?:no|number)|description|status)\b/i.test(t)) continue;
      const date = parseDate(t);
      const amount = /\$\s?[\d,]+(?:\.\d{2})?/.exec(t)?.[0] ?? null;
      charges.push({ description: t.replace(CELL_GAP, ' - '), date, amount });
    }
  }
  const office = secs.get('office')?.[0];
  const registeredAddress = (office ? value(office, /address/) : null) ?? value(lines, /registered\s+(?:office|address)/);
  const additionalInfo: Record<string, string> = {};
  for (const [k, re] of [
    ['abn', /ABN/],
    ['registeredIn', /registered\s+in|jurisdiction/],
    ['nextReviewDate', /next\s+review\s+date/],
    ['principalActivity', /principal\s+activity/],
  ] as const) {
    const v = value(lines, re);
    if (v) additionalInfo[k] = v;
  }
  return {
    companyName: titleCaseIfUpper(name).replace(/\bPty\.? Ltd\b/i, 'Pty Ltd'),
    registrationNumber: value(lines, /ACN|registration\s+number/)?.replace(/[^\d ]/g, '').trim() ?? null,
    incorporationDate: parseDate(value(lines, /registration\s+date|date\s+of\s+(?:registration|incorporation)|incorporat\w*(?:\s+date)?/) ?? ''),
    companyStatus: statusOf(value(lines, /(?:company\s+)?status/)),
    companyType: value(lines, /(?:company\s+)?type/),
    registeredAddress,
    directors,
    shareholders,
    charges,
    additionalInfo,
  };
}
