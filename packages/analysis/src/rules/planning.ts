// Zones, overlays and (NSW) s10.7 certificate hazards.
import { NAMED_OVERLAYS, vicOverlay, codeFamily } from '../knowledge/overlays.ts';
import { NSW_ZONES, VIC_ZONES, zoneRiskFromName, type ZoneInfo } from '../knowledge/zones.ts';
import type { Finding, RiskLevel } from '../result.ts';
import { findMentions } from '../text/classify.ts';
import { finding, type RuleContext } from './context.ts';

export function zoneInfo(zoning: string | null, code: string | null): ZoneInfo | null {
  if (!zoning) return null;
  if (code) {
    const base = codeFamily(code);
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
        flag: 'zoning',
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
  return out;
}

