// Vendor-statement disclosures that need code: services not connected (an answer line listing them),
// the bushfire designation (from the planning extractor) and the notices answer line. GAIC, road
// access and notices in sentences are rows of the rule table. Nil answers raise nothing.
import type { Finding } from '../result.ts';
import { JURISDICTIONS } from '../knowledge/jurisdictions.ts';
import { classifyMention, findMentions } from '../text/classify.ts';
import type { Line } from '../text/doc.ts';
import { readBoxGrids } from '../text/box-grid.ts';
import { BOILERPLATE } from '../text/parts.ts';
import { finding, type RuleContext } from './context.ts';
import { rowFinding } from './interpret.ts';
import { NOTICES } from './table.ts';

export function disclosureRules(ctx: RuleContext): Finding[] {
  return [...services(ctx), ...bushfire(ctx), ...noticesAnswer(ctx)];
}

const SERVICE = /\b(?:electricity|gas|reticulated gas|water|sewerage|sewer|telephone|NBN|internet)\b/i;

function services(ctx: RuleContext): Finding[] {
  const hits: { offset: number; length: number }[] = [];
  // "Gas: not connected", "Sewerage is not connected", "Services not connected: gas, sewerage"
  for (const m of ctx.doc.scan.matchAll(/\bnot\s+connected\b|\bunsewered\b|\bseptic\s+(?:tank|system)\b|\bno\s+(?:reticulated\s+)?(?:gas|sewer(?:age)?|water|electricity|telephone)\s+(?:connection|service|supply)\b/gi)) {
    const idx = m.index ?? 0;
    const lineStart = ctx.doc.scan.lastIndexOf('\n', idx) + 1;
    const lineEnd = ctx.doc.scan.indexOf('\n', idx);
    const line = ctx.doc.scan.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
    const heading = ctx.doc.lines.find((l: Line) => l.start === lineStart)?.heading;
    if (heading) continue; // "8 Services not connected" heading; its answer is on the next line
    if (classifyMention(ctx.doc, idx, m[0].length, { problemWording: true }).polarity !== 'positive') continue;
    if (/^\s*services\s+not\s+connected\s*(?:[:\-]\s*)?(?:(?:none|nil|n\/a|not applicable)\s*)?(?:[.]\s*)?$/i.test(line)) continue;
    const label = /services\s+not\s+connected\s*[:\-]\s*(.*)$/i.exec(line);
    if (label && (!SERVICE.test(label[1] as string) || /^(?:none|nil)/i.test((label[1] as string).trim()))) continue;
    if (!label && !SERVICE.test(line) && !/septic|unsewered/i.test(m[0])) continue;
    hits.push({ offset: idx, length: m[0].length });
  }
  hits.push(...markedServices(ctx), ...gridServices(ctx));
  hits.sort((a, b) => a.offset - b.offset);
  const first = hits[0];
  if (!first) return [];
  return [
    finding(ctx, {
      id: 'services',
      flag: 'non_connected_services',
      category: 'operational',
      severity: 'medium',
      title: 'Some services are not connected',
      description: 'The vendor discloses that one or more services (electricity, gas, water, sewerage or telephone) are not connected. Connecting them can be expensive, and an on-site septic system needs maintenance and compliance checks.',
      impact: 'Connection costs and running costs.',
      recommendation: 'Get quotes from the service providers for connection before signing.',
      question: 'Which services are not connected and has a connection cost been quoted?',
      confidence: 85,
      at: first,
    }),
  ];
}

// "The services which are marked with an 'X' in the accompanying square box are NOT connected:" /
// "Electricity supply [ ]  Gas supply [X]  Water supply [ ]": only a marked service is not connected.
const MARKED_LIST = /\bservices\b[^.\n]{0,40}\bmarked\b[^.\n]{0,80}\bnot\s+connected\b/i;
const MARKED_SERVICE = /\b(electricity|gas|water|sewerage|sewer|telephone)(?:\s+(?:supply|services?))?\s*(?:\[\s*[xX\u2713\u2714]\s*\]|[\u2611\u2612])/gi;

function markedServices(ctx: RuleContext): { offset: number; length: number }[] {
  const out: { offset: number; length: number }[] = [];
  for (const m of ctx.doc.scan.matchAll(new RegExp(MARKED_LIST.source, 'gi'))) {
    const end = (m.index ?? 0) + m[0].length;
    const list = ctx.doc.scan.slice(end, end + 300).split('\n').slice(0, 4).join('\n');
    for (const s of list.matchAll(MARKED_SERVICE)) out.push({ offset: end + (s.index ?? 0), length: (s[1] as string).length });
  }
  return out;
}

// "Provided  Not Provided" / "Gas supply [ ] [X]": a service row of a tick-box grid answered not provided.
const NOT_SUPPLIED = new Set(['not provided', 'not connected', 'no']);

function gridServices(ctx: RuleContext): { offset: number; length: number }[] {
  return readBoxGrids(ctx.doc)
    .filter((row) => row.answer !== null && NOT_SUPPLIED.has(row.answer) && SERVICE.test(row.label) && !BOILERPLATE.has(row.line.part))
    .map((row) => ({ offset: row.line.start + row.line.scan.indexOf(row.label), length: row.label.length }));
}

function bushfire(ctx: RuleContext): Finding[] {
  const ev = ctx.ex.evidence.bushfire;
  if (!ev) return [];
  return [
    finding(ctx, {
      id: 'bushfire-prone',
      flag: 'bushfire_prone_area',
      category: 'compliance',
      severity: 'medium',
      title: ctx.facts.state ? JURISDICTIONS[ctx.facts.state].bushfireLabel : 'Designated bushfire prone area',
      description: 'The land is in a bushfire prone area. New building work must meet a bushfire attack level (BAL) construction standard, which adds cost, and insurance premiums may be higher.',
      impact: 'Higher building and insurance costs; bushfire risk.',
      recommendation: 'Get a BAL assessment before planning works and check insurance quotes.',
      confidence: 90,
      at: ev,
    }),
  ];
}

/**
 * The s32 "Notices …: <answer>" line with a substantive answer (the notices row of the rule table
 * reads the mentions in sentences; this reads the form's answer line).
 */
function noticesAnswer(ctx: RuleContext): Finding[] {
  const label = ctx.doc.lines.find((l) => {
    const mm = /^\s*(?:public\s+authority\s+)?notices?(?:,\s*orders?)?[^:]{0,80}:\s*(.+)/i.exec(l.scan);
    if (mm === null || !/notice|order|declar|proposal|require|issued|served/i.test(mm[1] as string)) return false;
    // The answer's first clause decides: "The Seller has not been given any show cause notice" is a nil answer.
    return !/^(?:nil|none|no\b|n\/a|not applicable)|\b(?:not|no|none|nil|never)\b/i.test((mm[1] as string).split(/[;.]/)[0] ?? '');
  });
  return label ? [rowFinding(ctx, NOTICES, { offset: label.start, length: label.scan.length })] : [];
}
