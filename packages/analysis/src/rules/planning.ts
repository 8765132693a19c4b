// Zones, overlays and (NSW) s10.7 certificate hazards.
import { NAMED_OVERLAYS, vicOverlay } from '../knowledge/overlays.ts';
import { NSW_ZONES, VIC_ZONES, zoneRiskFromName, type ZoneInfo } from '../knowledge/zones.ts';
import type { Finding, RiskLevel } from '../result.ts';
import { findMentions } from '../text/classify.ts';
import { finding, type RuleContext } from './context.ts';

export function zoneInfo(zoning: string | null, code: string | null): ZoneInfo | null {
  if (!zoning) return null;
  if (code) {
    const base = code.replace(/\d+$/, '');
    const vic = VIC_ZONES.find((z) => z.code === base);
    if (vic) return vic;
    const nsw = NSW_ZONES.find((z) => z.code === code);
    if (nsw) return nsw;
  }
  return zoneRiskFromName(zoning);
}

export function overlayInfo(code: string | null, name: string): { meaning: string; risk: RiskLevel; reason: string; flag?: Finding['flag'] } {
  if (code) {
    const v = vicOverlay(code);
    if (v) return v;
  }
  const named = NAMED_OVERLAYS.find((n) => n.test.test(name));
  if (named) return named.info;
  return { meaning: 'A planning overlay adds permit requirements for some works.', risk: 'low', reason: 'Check the overlay schedule.' };
}

export function planningRules(ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  const zone = ctx.ex.evidence.zone;
  const zi = zone ? zoneInfo(zone.zoning, zone.code) : null;
  if (zone && zi && zi.risk !== 'low') {
    out.push(
      finding(ctx, {
        id: 'zone',
        category: 'compliance',
        severity: zi.risk,
        title: `Zoning: ${zone.zoning}`,
        description: `${zi.meaning} ${zi.reason} Check the zone allows what you plan to do with the property.`,
        impact: zi.reason,
        recommendation: 'Read the zone schedule in the planning scheme, or ask the council what it allows on this lot.',
        confidence: 85,
        at: { offset: zone.offset, length: zone.zoning.length },
      }),
    );
  }
  for (const o of ctx.ex.evidence.overlays) {
    const info = overlayInfo(o.code, o.name);
    const label = o.code ? `${o.name} (${o.code})` : o.name;
    const spec = {
      id: `overlay:${(o.code ?? o.name).toLowerCase()}`,
      category: 'compliance' as const,
      severity: info.risk,
      title: `${label} affects the land`,
      description: `${info.meaning} ${info.reason} Ask the council for the overlay schedule and check how it affects any work you plan.`,
      impact: info.reason,
      recommendation: `Read the ${o.name} schedule and confirm with the council what needs a permit before you commit.`,
      question: `Has any permit been applied for or refused under the ${o.name}?`,
      confidence: o.code ? 95 : 85,
      at: { offset: o.offset, length: o.length },
    };
    out.push(finding(ctx, info.flag ? { ...spec, flag: info.flag } : spec));
  }
  if (ctx.facts.state === 'NSW') out.push(...nswHazards(ctx));
  return out;
}

const NSW_HAZARDS: { re: RegExp; id: string; flag?: Finding['flag']; severity: RiskLevel; title: string; meaning: string }[] = [
  { re: /\bheritage\s+(?:item|conservation\s+area)\b/i, id: 'nsw:heritage', flag: 'heritage_overlay', severity: 'medium', title: 'Heritage item or conservation area', meaning: 'Heritage controls under the local environmental plan limit demolition and external changes; work needs council consent.' },
  { re: /\bflood\s+(?:planning\s+area|related\s+development\s+controls|prone|planning\s+level|affected)\b/i, id: 'nsw:flood', flag: 'flood_overlay', severity: 'high', title: 'Flood planning controls apply', meaning: 'The land is flood affected: floor levels and flood-resilient building apply and insurance may cost more.' },
  { re: /\b(?:road\s+widening|land\s+reserved\s+for\s+acquisition|acquisition\s+by\s+a\s+public\s+authority)\b/i, id: 'nsw:acquisition', flag: 'compulsory_acquisition', severity: 'critical', title: 'Land affected by road widening or reserved for acquisition', meaning: 'Part of the land may be acquired by a public authority.' },
  { re: /\bmine\s+subsidence\s+district\b/i, id: 'nsw:mine', severity: 'medium', title: 'Mine subsidence district', meaning: 'Building work needs Subsidence Advisory NSW approval.' },
  { re: /\bcontaminat(?:ed|ion)\b/i, id: 'nsw:contamination', severity: 'high', title: 'Contaminated land notation', meaning: 'Contamination can mean remediation costs and limits on use.' },
  { re: /\bloose-fill\s+asbestos\b/i, id: 'nsw:asbestos', severity: 'critical', title: 'Loose-fill asbestos register', meaning: 'Listed premises are subject to demolition under the NSW program.' },
  { re: /\bcoastal\s+(?:hazard|erosion|vulnerability)\b/i, id: 'nsw:coastal', severity: 'high', title: 'Coastal hazard', meaning: 'Coastal erosion or inundation may affect the land.' },
];

function nswHazards(ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  for (const h of NSW_HAZARDS) {
    const m = findMentions(ctx.doc, h.re).find((x) => x.polarity === 'positive' && !/\bno record\b|\bnot\b/i.test(x.sentenceText));
    if (!m) continue;
    const spec = {
      id: h.id,
      category: 'compliance' as const,
      severity: h.severity,
      title: h.title,
      description: `${h.meaning} Ask the vendor's solicitor for the full section 10.7 certificate and the council's controls for this land.`,
      impact: h.meaning,
      recommendation: 'Read the full section 10.7 planning certificate and speak to the council before exchange.',
      confidence: 80,
      at: { offset: m.offset, length: m.length },
    };
    out.push(finding(ctx, h.flag ? { ...spec, flag: h.flag } : spec));
  }
  return out;
}
