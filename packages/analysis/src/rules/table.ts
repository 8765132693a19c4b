// Rules as data: most rules have one shape — the first mention of a pattern, in these parts and
// states, with an accepted polarity and no exclusion in its sentence, gives this finding. They are
// rows here, read by one interpreter (interpret.ts). Rules that compute (deposit %, settlement
// days, finance, owners corporation figures) stay as code in their own files.
import type { AustralianState, ConcernCategory, PartKind, RiskKey, RiskLevel } from '../result.ts';
import type { Polarity } from '../text/classify.ts';

export interface TableRule {
  id: string;
  flag?: RiskKey;
  category: ConcernCategory;
  severity: RiskLevel;
  /** States the rule applies in; absent = every state. */
  states?: readonly AustralianState[];
  /** Parts it reads; absent = every part (boilerplate is never read). */
  parts?: readonly PartKind[];
  patterns: readonly RegExp[];
  /** Polarities that count as the thing being present. */
  polarities: readonly Polarity[];
  /** A sentence matching any of these is not the thing (a record search, a general statement). */
  exclusions?: readonly RegExp[];
  /** Not raised when an overlay with this code prefix is already reported (the overlay rule says it). */
  unlessOverlay?: string;
  title: string;
  description: string;
  impact: string;
  recommendation: string;
  question?: string;
  confidence: number;
}

const NSW_CERTIFICATE = {
  states: ['NSW'],
  category: 'compliance',
  polarities: ['positive'],
  exclusions: [/\bno record\b/i, /\bnot\b/i],
  recommendation: 'Read the full section 10.7 planning certificate and speak to the council before exchange.',
  confidence: 80,
} as const;
const ask10_7 = (meaning: string) => `${meaning} Ask the vendor's solicitor for the full section 10.7 certificate and the council's controls for this land.`;

export const RULE_TABLE: readonly TableRule[] = [
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:heritage',
    flag: 'heritage_overlay',
    severity: 'medium',
    patterns: [/\bheritage\s+(?:item|conservation\s+area)\b/i],
    title: 'Heritage item or conservation area',
    impact: 'Heritage controls under the local environmental plan limit demolition and external changes; work needs council consent.',
    description: ask10_7('Heritage controls under the local environmental plan limit demolition and external changes; work needs council consent.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:flood',
    flag: 'flood_overlay',
    severity: 'high',
    patterns: [/\bflood\s+(?:planning\s+area|related\s+development\s+controls|prone|planning\s+level|affected)\b/i],
    title: 'Flood planning controls apply',
    impact: 'The land is flood affected: floor levels and flood-resilient building apply and insurance may cost more.',
    description: ask10_7('The land is flood affected: floor levels and flood-resilient building apply and insurance may cost more.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:acquisition',
    flag: 'compulsory_acquisition',
    severity: 'critical',
    patterns: [/\b(?:road\s+widening|land\s+reserved\s+for\s+acquisition|acquisition\s+by\s+a\s+public\s+authority)\b/i],
    title: 'Land affected by road widening or reserved for acquisition',
    impact: 'Part of the land may be acquired by a public authority.',
    description: ask10_7('Part of the land may be acquired by a public authority.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:mine',
    severity: 'medium',
    patterns: [/\bmine\s+subsidence\s+district\b/i],
    title: 'Mine subsidence district',
    impact: 'Building work needs Subsidence Advisory NSW approval.',
    description: ask10_7('Building work needs Subsidence Advisory NSW approval.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:contamination',
    severity: 'high',
    patterns: [/\bcontaminat(?:ed|ion)\b/i],
    title: 'Contaminated land notation',
    impact: 'Contamination can mean remediation costs and limits on use.',
    description: ask10_7('Contamination can mean remediation costs and limits on use.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:asbestos',
    severity: 'critical',
    patterns: [/\bloose-fill\s+asbestos\b/i],
    title: 'Loose-fill asbestos register',
    impact: 'Listed premises are subject to demolition under the NSW program.',
    description: ask10_7('Listed premises are subject to demolition under the NSW program.'),
  },
  {
    ...NSW_CERTIFICATE,
    id: 'nsw:coastal',
    severity: 'high',
    patterns: [/\bcoastal\s+(?:hazard|erosion|vulnerability)\b/i],
    title: 'Coastal hazard',
    impact: 'Coastal erosion or inundation may affect the land.',
    description: ask10_7('Coastal erosion or inundation may affect the land.'),
  },
  {
    id: 'acquisition',
    flag: 'compulsory_acquisition',
    category: 'legal',
    severity: 'critical',
    polarities: ['positive'],
    unlessOverlay: 'PAO',
    patterns: [/\bcompulsor(?:y|ily)\s+acqui\w*|\bnotice\s+of\s+(?:intention\s+to\s+)?acquire\b|\bpublic\s+acquisition\b|\breserved\s+for\s+(?:acquisition|a\s+public\s+purpose)\b/i],
    title: 'Compulsory acquisition affects the land',
    description: 'An authority has given notice of, or reserved the land for, compulsory acquisition. All or part of the land could be taken, and the compensation may not match what you pay.',
    impact: 'You could lose all or part of the land.',
    recommendation: 'Do not sign until you understand the acquisition and its timing; get legal advice.',
    question: 'What part of the land is affected and when is the acquisition expected?',
    confidence: 85,
  },
];
