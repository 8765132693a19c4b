// Planning zones and what they mean for a residential buyer (domain-facts §3.1, §3.3).
import type { RiskLevel } from '../result.ts';

export interface ZoneInfo {
  code: string;
  name: string;
  meaning: string;
  risk: RiskLevel;
  reason: string;
}

export const VIC_ZONES: ZoneInfo[] = [
  { code: 'GRZ', name: 'General Residential Zone', meaning: 'Moderate infill housing; mandatory maximum 11 m / 3 storeys and a minimum garden area.', risk: 'low', reason: 'Standard suburban housing zone.' },
  { code: 'NRZ', name: 'Neighbourhood Residential Zone', meaning: 'Limited growth; mandatory maximum 9 m / 2 storeys and a garden area; most non-residential uses restricted.', risk: 'low', reason: 'Stable character, but limits redevelopment upside.' },
  { code: 'RGZ', name: 'Residential Growth Zone', meaning: 'Apartments up to about 4 storeys are encouraged; no garden-area rule.', risk: 'medium', reason: 'Neighbouring sites may be redeveloped with apartments.' },
  { code: 'HCTZ', name: 'Housing Choice and Transport Zone', meaning: 'Higher-density housing near activity centres and stations.', risk: 'medium', reason: 'Rapid change around the property; controls vary by schedule.' },
  { code: 'MUZ', name: 'Mixed Use Zone', meaning: 'Housing mixed with offices and shops.', risk: 'medium', reason: 'Noise and traffic from commercial neighbours.' },
  { code: 'TZ', name: 'Township Zone', meaning: 'Small-town mix of housing and other uses.', risk: 'low', reason: 'Usual for small towns.' },
  { code: 'LDRZ', name: 'Low Density Residential Zone', meaning: 'Large lots, often with on-site wastewater (septic) systems.', risk: 'medium', reason: 'Septic compliance and subdivision limits.' },
  { code: 'C1Z', name: 'Commercial 1 Zone', meaning: 'Retail and office centres; dwellings allowed with limits on ground-floor frontage.', risk: 'medium', reason: 'Commercial amenity; possible GST or commercial valuation issues.' },
  { code: 'C2Z', name: 'Commercial 2 Zone', meaning: 'Offices, bulky goods and light industry.', risk: 'high', reason: 'Dwellings are generally prohibited.' },
  { code: 'C3Z', name: 'Commercial 3 Zone', meaning: 'Creative and light-industry mix.', risk: 'medium', reason: 'Limited residential use.' },
  { code: 'IN1Z', name: 'Industrial 1 Zone', meaning: 'Industry; dwellings prohibited (caretaker excepted).', risk: 'critical', reason: 'Residential use prohibited; buffers and contamination.' },
  { code: 'IN2Z', name: 'Industrial 2 Zone', meaning: 'Industry; dwellings prohibited.', risk: 'critical', reason: 'Residential use prohibited.' },
  { code: 'IN3Z', name: 'Industrial 3 Zone', meaning: 'Industry near sensitive uses; dwellings prohibited.', risk: 'critical', reason: 'Residential use prohibited.' },
  { code: 'FZ', name: 'Farming Zone', meaning: 'Agriculture; a permit is needed for a dwelling on lots below the schedule minimum (default 40 ha).', risk: 'high', reason: 'You may not be able to build or keep a house.' },
  { code: 'RLZ', name: 'Rural Living Zone', meaning: 'Rural residential; dwelling permit below the schedule minimum (default 8 ha).', risk: 'medium', reason: 'Permit, wastewater and bushfire issues.' },
  { code: 'GWZ', name: 'Green Wedge Zone', meaning: 'Conservation-weighted rural land.', risk: 'high', reason: 'Strict dwelling and subdivision controls.' },
  { code: 'GWAZ', name: 'Green Wedge A Zone', meaning: 'Conservation-weighted rural land.', risk: 'high', reason: 'Strict dwelling and subdivision controls.' },
  { code: 'RCZ', name: 'Rural Conservation Zone', meaning: 'Conservation-weighted rural land.', risk: 'high', reason: 'Strict dwelling and subdivision controls.' },
  { code: 'RAZ', name: 'Rural Activity Zone', meaning: 'Rural land with agriculture and tourism uses.', risk: 'high', reason: 'Dwelling controls.' },
  { code: 'UGZ', name: 'Urban Growth Zone', meaning: 'Greenfield land governed by a precinct structure plan.', risk: 'medium', reason: 'GAIC and infrastructure contributions; the estate is still changing.' },
  { code: 'ACZ', name: 'Activity Centre Zone', meaning: 'Site-specific schedule for an activity centre.', risk: 'medium', reason: 'Read the schedule.' },
  { code: 'CCZ', name: 'Capital City Zone', meaning: 'Central city schedule.', risk: 'medium', reason: 'Read the schedule.' },
  { code: 'DZ', name: 'Docklands Zone', meaning: 'Docklands schedule.', risk: 'medium', reason: 'Read the schedule.' },
  { code: 'CDZ', name: 'Comprehensive Development Zone', meaning: 'Site-specific development schedule.', risk: 'medium', reason: 'Read the schedule.' },
  { code: 'PDZ', name: 'Priority Development Zone', meaning: 'Site-specific priority development schedule.', risk: 'medium', reason: 'Read the schedule.' },
  { code: 'SUZ', name: 'Special Use Zone', meaning: 'Use set by the schedule (e.g. schools, quarries).', risk: 'medium', reason: 'The schedule may not allow housing.' },
  { code: 'UFZ', name: 'Urban Floodway Zone', meaning: 'Active floodway; only low-intensity uses.', risk: 'critical', reason: 'Development generally not encouraged.' },
  { code: 'PUZ', name: 'Public Use Zone', meaning: 'Public land.', risk: 'critical', reason: 'Land may be earmarked for a public purpose.' },
  { code: 'PPRZ', name: 'Public Park and Recreation Zone', meaning: 'Public open space.', risk: 'critical', reason: 'Land may be earmarked for a public purpose.' },
  { code: 'PCRZ', name: 'Public Conservation and Resource Zone', meaning: 'Public conservation land.', risk: 'critical', reason: 'Land may be earmarked for a public purpose.' },
  { code: 'RDZ', name: 'Road Zone', meaning: 'Road reserve.', risk: 'critical', reason: 'Land is part of a road.' },
];

export const NSW_ZONES: ZoneInfo[] = [
  { code: 'R1', name: 'General Residential', meaning: 'A mix of housing types and densities.', risk: 'low', reason: 'Standard residential zone.' },
  { code: 'R2', name: 'Low Density Residential', meaning: 'Detached houses and low-density housing.', risk: 'low', reason: 'Standard residential zone.' },
  { code: 'R3', name: 'Medium Density Residential', meaning: 'Townhouses, villas and small apartment buildings.', risk: 'low', reason: 'Neighbouring redevelopment to medium density is possible.' },
  { code: 'R4', name: 'High Density Residential', meaning: 'Apartment buildings.', risk: 'medium', reason: 'High-density redevelopment nearby.' },
  { code: 'R5', name: 'Large Lot Residential', meaning: 'Rural-residential lots, often unsewered.', risk: 'medium', reason: 'Wastewater and bushfire issues.' },
  { code: 'MU1', name: 'Mixed Use', meaning: 'Housing mixed with business uses.', risk: 'medium', reason: 'Commercial neighbours.' },
  { code: 'E1', name: 'Local Centre', meaning: 'Local shops and services.', risk: 'medium', reason: 'Commercial amenity.' },
  { code: 'E2', name: 'Commercial Centre', meaning: 'Commercial centre.', risk: 'medium', reason: 'Commercial amenity.' },
  { code: 'E3', name: 'Productivity Support', meaning: 'Light industry and services.', risk: 'high', reason: 'Housing is limited.' },
  { code: 'E4', name: 'General Industrial', meaning: 'Industry.', risk: 'critical', reason: 'Housing generally prohibited.' },
  { code: 'E5', name: 'Heavy Industrial', meaning: 'Heavy industry.', risk: 'critical', reason: 'Housing prohibited.' },
  { code: 'RU1', name: 'Primary Production', meaning: 'Farming land.', risk: 'high', reason: 'Dwelling entitlements limited.' },
  { code: 'RU2', name: 'Rural Landscape', meaning: 'Rural land.', risk: 'high', reason: 'Dwelling entitlements limited.' },
  { code: 'RU5', name: 'Village', meaning: 'Rural village.', risk: 'low', reason: 'Village housing.' },
  { code: 'C2', name: 'Environmental Conservation', meaning: 'Conservation land.', risk: 'high', reason: 'Strict development controls.' },
  { code: 'C3', name: 'Environmental Management', meaning: 'Environmentally sensitive land.', risk: 'high', reason: 'Development controls.' },
  { code: 'C4', name: 'Environmental Living', meaning: 'Low-impact housing in sensitive areas.', risk: 'medium', reason: 'Development controls.' },
];

/** Generic risk of a zone described only by name (QLD and other schemes without codes). */
export function zoneRiskFromName(name: string): ZoneInfo | null {
  const n = name.toLowerCase();
  if (/industr/.test(n)) return { code: '', name, meaning: 'Industrial zone; housing generally not permitted.', risk: 'critical', reason: 'Residential use restricted.' };
  if (/rural|farm|primary production/.test(n)) return { code: '', name, meaning: 'Rural zone; dwelling rights limited.', risk: 'high', reason: 'Dwelling entitlements limited.' };
  if (/high density/.test(n)) return { code: '', name, meaning: 'High-density residential zone: tall apartment buildings are expected nearby.', risk: 'medium', reason: 'Surrounding sites may be redeveloped at height.' };
  if (/mixed use|centre|commercial/.test(n)) return { code: '', name, meaning: 'Mixed or commercial zone.', risk: 'medium', reason: 'Commercial neighbours and amenity.' };
  if (/residential/.test(n)) return { code: '', name, meaning: 'Residential zone.', risk: 'low', reason: 'Standard residential zone.' };
  return null;
}
