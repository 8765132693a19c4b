// Vendor-statement disclosures: GAIC, services not connected, road access, bushfire prone area,
// notices and orders, compulsory acquisition, land tax. Nil answers raise nothing.
import type { Finding } from '../result.ts';
import { JURISDICTIONS } from '../knowledge/jurisdictions.ts';
import { classifyMention, findMentions } from '../text/classify.ts';
import type { Line } from '../text/doc.ts';
import { finding, type RuleContext } from './context.ts';

export function disclosureRules(ctx: RuleContext): Finding[] {
  return [...gaic(ctx), ...services(ctx), ...roadAccess(ctx), ...bushfire(ctx), ...notices(ctx)];
}

function gaic(ctx: RuleContext): Finding[] {
  const m = findMentions(ctx.doc, /\bgrowth\s+areas?\s+infrastructure\s+contribution\b|\bGAIC\b/i).find(
    (x) => x.polarity === 'positive' && /\b(?:payable|applies|liab|recording|affects?|imposed|must pay|event|owing|certificate)\b/i.test(x.sentenceText),
  );
  if (!m) return [];
  const paid = /\b(?:has been paid|already paid|exempt|exemption|deferred by the vendor|vendor (?:must|will) pay)\b/i.test(m.sentenceText);
  return [
    finding(ctx, {
      id: 'gaic',
      ...(paid ? {} : { flag: 'gaic' as const }),
      category: 'financial',
      severity: paid ? 'low' : 'high',
      title: paid ? 'GAIC recorded on the land (stated as paid/exempt)' : 'Growth areas infrastructure contribution (GAIC) may be payable',
      description: paid
        ? 'The land is in a Victorian growth area. The document says the contribution is paid or exempt: get the SRO certificate to confirm.'
        : 'The land is affected by a growth areas infrastructure contribution. If this sale triggers the GAIC, the buyer can be liable for a large state levy (tens of thousands of dollars per hectare). Find out the amount and who pays before signing.',
      impact: paid ? 'Little if confirmed paid.' : 'A significant extra cost at or after settlement.',
      recommendation: 'Get a GAIC certificate from the State Revenue Office and make the contract say who pays.',
      question: 'Is GAIC payable on this sale, how much, and who pays it?',
      confidence: 80,
      at: { offset: m.offset, length: m.length },
    }),
  ];
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
    if (/^\s*services\s+not\s+connected\s*[:\-]?\s*(?:none|nil|n\/a|not applicable)?\s*[.]?\s*$/i.test(line)) continue;
    const label = /services\s+not\s+connected\s*[:\-]\s*(.*)$/i.exec(line);
    if (label && (!SERVICE.test(label[1] as string) || /^(?:none|nil)/i.test((label[1] as string).trim()))) continue;
    if (!label && !SERVICE.test(line) && !/septic|unsewered/i.test(m[0])) continue;
    hits.push({ offset: idx, length: m[0].length });
  }
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

function roadAccess(ctx: RuleContext): Finding[] {
  const m = findMentions(ctx.doc, /\b(?:road\s+access|access\s+to\s+(?:a|the)\s+road|abuts\s+a\s+road)\b/i).find(
    (x) => x.polarity === 'negative' && !/\bnot aware\b/i.test(x.sentenceText),
  );
  if (!m) return [];
  return [
    finding(ctx, {
      id: 'road-access',
      category: 'operational',
      severity: 'high',
      title: 'No road access',
      description: 'The vendor statement says the land has no access to a road. You may need a right of way over neighbouring land; without it getting to the property, finance and resale can all be difficult.',
      impact: 'Access depends on others; lenders may refuse finance.',
      recommendation: 'Find out exactly how the land is reached and whether any right of way is registered.',
      question: 'How is the property accessed, and is there a registered right of way?',
      confidence: 80,
      at: { offset: m.offset, length: m.length },
    }),
  ];
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

function notices(ctx: RuleContext): Finding[] {
  const re = /\b(?:building|planning|enforcement|show[- ]cause|fire safety|demolition|emergency|council|health|pool|repair)\s+(?:notices?|orders?)\b|\bnotices?\s+to\s+(?:fix|comply)\b|\boutstanding\s+(?:notices?|orders?)\b|\b(?:notices?|orders?|declarations?)\b[^.\n]{0,60}\bhas\s+been\s+(?:issued|served|made)\b/i;
  const m = findMentions(ctx.doc, re).find((x) => x.polarity === 'positive' && !/\bno\s+record\b/i.test(x.sentenceText));
  // Also the s32 "Notices ...: <answer>" line with a substantive answer.
  const label = ctx.doc.lines.find((l) => {
    const mm = /^\s*(?:public\s+authority\s+)?notices?(?:,\s*orders?)?[^:]{0,80}:\s*(.+)$/i.exec(l.scan);
    if (mm === null || !/notice|order|declar|proposal|require|issued|served/i.test(mm[1] as string)) return false;
    // The answer's first clause decides: "The Seller has not been given any show cause notice" is a nil answer.
    return !/^(?:nil|none|no\b|n\/a|not applicable)|\b(?:not|no|none|nil|never)\b/i.test((mm[1] as string).split(/[;.]/)[0] ?? '');
  });
  const at = m ? { offset: m.offset, length: m.length } : label ? { offset: label.start, length: label.scan.length } : null;
  if (!at) return [];
  return [
    finding(ctx, {
      id: 'notices',
      flag: 'outstanding_notices',
      category: 'compliance',
      severity: 'high',
      title: 'Notices or orders affect the land',
      description: 'A public authority notice, order or similar requirement affects the land. Orders usually run with the land, so the new owner may have to comply or pay for the work.',
      impact: 'Compliance work and costs may pass to you.',
      recommendation: 'Get a copy of each notice or order and make the vendor comply or adjust the price before settlement.',
      question: 'What does each notice or order require, and will it be complied with before settlement?',
      confidence: 80,
      at,
    }),
  ];
}
