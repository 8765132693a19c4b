// Planning overlays and what they mean for a buyer (domain-facts §3.2, §3.4).
import type { ConcernKind, RiskLevel } from '../result.ts';

export interface OverlayInfo {
  code: string;
  name: string;
  meaning: string;
  risk: RiskLevel;
  reason: string;
  flag?: ConcernKind;
}

export const VIC_OVERLAYS: OverlayInfo[] = [
  { code: 'HO', name: 'Heritage Overlay', meaning: 'A planning permit is needed to demolish, alter the exterior or subdivide; the schedule may also control trees, fences, paint colours or interiors.', risk: 'medium', reason: 'Renovation limits and slower approvals.', flag: 'heritage_overlay' },
  { code: 'VHR', name: 'Victorian Heritage Register', meaning: 'Heritage Victoria permits are needed even for some internal works.', risk: 'high', reason: 'Much stricter than a Heritage Overlay.', flag: 'heritage_overlay' },
  { code: 'LSIO', name: 'Land Subject to Inundation Overlay', meaning: 'Riverine floodplain (1% AEP flood); permits and minimum floor levels apply.', risk: 'high', reason: 'Flood damage and higher insurance.', flag: 'flood_overlay' },
  { code: 'SBO', name: 'Special Building Overlay', meaning: 'Overland-flow (stormwater) flooding; permits and minimum floor levels apply to new works.', risk: 'high', reason: 'Flood risk, insurance cost and higher building costs.', flag: 'flood_overlay' },
  { code: 'FO', name: 'Floodway Overlay', meaning: 'Active flood flows with depths over 1 m; strict control of buildings and fill.', risk: 'critical', reason: 'Safety; the land may not be developable.', flag: 'flood_overlay' },
  { code: 'BMO', name: 'Bushfire Management Overlay', meaning: 'High bushfire hazard; permits for dwellings, a BAL assessment, defendable space and AS 3959 construction.', risk: 'high', reason: 'Building cost, insurance and life safety.', flag: 'bushfire_overlay' },
  { code: 'EMO', name: 'Erosion Management Overlay', meaning: 'Landslip or erosion-prone land; geotechnical reports needed for works.', risk: 'high', reason: 'Structural risk.' },
  { code: 'SMO', name: 'Salinity Management Overlay', meaning: 'Salinity affects the land.', risk: 'medium', reason: 'Footing and durability issues.' },
  { code: 'VPO', name: 'Vegetation Protection Overlay', meaning: 'A permit is needed to remove or lop listed vegetation.', risk: 'medium', reason: 'Limits clearing and extensions.' },
  { code: 'ESO', name: 'Environmental Significance Overlay', meaning: 'Protects environmental values (waterways, habitat, buffers); specialist reports may be required.', risk: 'medium', reason: 'Permit triggers and design limits.' },
  { code: 'SLO', name: 'Significant Landscape Overlay', meaning: 'Landscape and visual protection.', risk: 'low', reason: 'Siting, height and vegetation constraints.' },
  { code: 'DDO', name: 'Design and Development Overlay', meaning: 'Controls heights and setbacks (mandatory or discretionary per schedule).', risk: 'low', reason: 'Caps what can be built.' },
  { code: 'DPO', name: 'Development Plan Overlay', meaning: 'An approved development plan is needed first; later permits lose third-party notice and review rights.', risk: 'medium', reason: 'Nearby development with little right to object.' },
  { code: 'IPO', name: 'Incorporated Plan Overlay', meaning: 'Use and development must match an incorporated plan.', risk: 'medium', reason: 'Similar to a development plan overlay.' },
  { code: 'NCO', name: 'Neighbourhood Character Overlay', meaning: 'Varies ResCode and may control demolition.', risk: 'medium', reason: 'Limits redevelopment.' },
  { code: 'BFO', name: 'Built Form Overlay', meaning: 'Precinct built-form controls (height, massing).', risk: 'medium', reason: 'Signals intensification nearby.' },
  { code: 'EAO', name: 'Environmental Audit Overlay', meaning: 'Possible contamination; an environmental audit or risk screen is needed before a sensitive use such as a dwelling.', risk: 'high', reason: 'Remediation cost and delay.' },
  { code: 'PAO', name: 'Public Acquisition Overlay', meaning: 'The land is reserved for acquisition by a public authority.', risk: 'critical', reason: 'Compulsory acquisition; value and use frozen.', flag: 'compulsory_acquisition' },
  { code: 'MAEO', name: 'Melbourne Airport Environs Overlay', meaning: 'Aircraft noise; acoustic requirements for new dwellings.', risk: 'medium', reason: 'Noise and resale.' },
  { code: 'AEO', name: 'Airport Environs Overlay', meaning: 'Aircraft noise; acoustic requirements for new dwellings.', risk: 'medium', reason: 'Noise and resale.' },
  { code: 'RXO', name: 'Restructure Overlay', meaning: 'Old or inappropriate subdivisions; lots may need consolidation before a dwelling.', risk: 'high', reason: 'May not be buildable as it is.' },
  { code: 'RCO', name: 'Road Closure Overlay', meaning: 'A road is to be closed.', risk: 'low', reason: 'Access changes.' },
  { code: 'DCPO', name: 'Development Contributions Plan Overlay', meaning: 'Development levies for infrastructure.', risk: 'medium', reason: 'Extra cost on subdivision or building.' },
  { code: 'ICO', name: 'Infrastructure Contributions Overlay', meaning: 'Standard levy for growth precincts.', risk: 'medium', reason: 'Extra cost on development.' },
  { code: 'PO', name: 'Parking Overlay', meaning: 'Varies car-parking rates.', risk: 'low', reason: 'Mainly a developer issue.' },
  { code: 'SRO', name: 'State Resource Overlay', meaning: 'Protects mineral and stone resources.', risk: 'medium', reason: 'Quarry or mine neighbour risk.' },
];

/** Named overlays in schemes without codes (QLD and others), matched by keyword. */
export const NAMED_OVERLAYS: { test: RegExp; info: Omit<OverlayInfo, 'code' | 'name'> }[] = [
  { test: /flood|inundation|overland flow/i, info: { meaning: 'Flood hazard affects the land; floor levels and flood-resilient design may be required.', risk: 'high', reason: 'Flood damage and insurance cost.', flag: 'flood_overlay' } },
  { test: /bushfire|bush fire/i, info: { meaning: 'Bushfire hazard area; building must meet a bushfire attack level (BAL).', risk: 'high', reason: 'Building cost, insurance and safety.', flag: 'bushfire_overlay' } },
  { test: /heritage/i, info: { meaning: 'Heritage controls limit demolition and external changes.', risk: 'medium', reason: 'Renovation limits.', flag: 'heritage_overlay' } },
  // Character is not heritage: a character overlay limits demolition but is not a heritage listing.
  { test: /character/i, info: { meaning: 'Character controls limit demolition and the look of new work.', risk: 'medium', reason: 'Renovation limits.' } },
  { test: /coastal|erosion|storm tide/i, info: { meaning: 'Coastal hazard (erosion or storm tide) affects the land.', risk: 'high', reason: 'Property damage and insurance.' } },
  { test: /landslide|steep/i, info: { meaning: 'Landslide hazard or steep land; geotechnical assessment needed for works.', risk: 'high', reason: 'Structural risk.' } },
  { test: /acid sulfate/i, info: { meaning: 'Acid sulfate soils may be disturbed by excavation.', risk: 'medium', reason: 'Extra cost for earthworks.' } },
  { test: /airport|aircraft|obstacle/i, info: { meaning: 'Airport environs: height limits, lighting rules and possible aircraft noise.', risk: 'medium', reason: 'Noise and limits on building height.' } },
  { test: /height/i, info: { meaning: 'Building height limit applies to development on the land.', risk: 'low', reason: 'Caps what can be built; also limits neighbours.' } },
  { test: /biodiversity|environment|wetland|waterway|vegetation/i, info: { meaning: 'Environmental values are protected; clearing and works may need approval.', risk: 'medium', reason: 'Design and clearing limits.' } },
  { test: /scenic|landscape/i, info: { meaning: 'Scenic amenity controls on siting and design.', risk: 'low', reason: 'Design constraints.' } },
  { test: /infrastructure|transport|road/i, info: { meaning: 'Regional infrastructure corridor or buffer near the land.', risk: 'medium', reason: 'Noise and future works.' } },
  { test: /extractive|resource|mining/i, info: { meaning: 'Near an extractive resource area.', risk: 'medium', reason: 'Quarry or mine neighbour risk.' } },
];

/** A Victorian control's family without its schedule number ("DDO12" is a "DDO"). */
export function codeFamily(code: string): string {
  return code.replace(/(?<!\d)\d+$/, '');
}

export function vicOverlay(code: string): OverlayInfo | undefined {
  const base = codeFamily(code);
  return VIC_OVERLAYS.find((o) => o.code === base);
}
