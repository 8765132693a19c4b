import { ANALYSIS_TIME } from '@/config/site';
import {
  Briefcase,
  Building2,
  Clock,
  FileDown,
  FileSearch,
  FileText,
  Gavel,
  type LucideIcon,
  Quote,
  ScanText,
  Scale,
  ShieldCheck,
  TrendingUp,
  Users,
  Wallet,
} from 'lucide-react';

export type FeatureItem = { icon: LucideIcon; title: string; text: string };

export const CORE_FEATURES: readonly FeatureItem[] = [
  { icon: FileSearch, title: 'Reads the whole document', text: 'Contracts of sale, Section 32 vendor statements, purchase agreements and leases, every page.' },
  { icon: Clock, title: 'Results in seconds', text: `Your report is ready in seconds: ${ANALYSIS_TIME}.` },
  { icon: ScanText, title: 'Scanned documents too', text: 'Text recognition (OCR) reads scanned and photographed pages.' },
  { icon: Quote, title: 'Every finding sourced', text: 'Each concern quotes the clause it comes from, with its page, so you can check it.' },
  { icon: FileDown, title: 'Downloadable PDF report', text: 'Keep a copy or send it to your conveyancer before the cooling-off period ends.' },
  { icon: ShieldCheck, title: 'Private by design', text: 'Documents are encrypted and visible only to your account. Delete them any time.' },
];

export const ANALYSIS_CATEGORIES: readonly FeatureItem[] = [
  { icon: Gavel, title: 'Legal', text: 'Easements, covenants, caveats, encumbrances, special conditions and unusual clauses.' },
  { icon: Wallet, title: 'Financial', text: 'Price, deposit, adjustments, outgoings, owners corporation fees and estimated stamp duty.' },
  { icon: Building2, title: 'Operational', text: 'Settlement dates, vacant possession, tenancies, services and access.' },
  { icon: Scale, title: 'Compliance', text: 'Zoning and planning, heritage and flood overlays, building permits and notices.' },
];

export const BUSINESS_FEATURES: readonly FeatureItem[] = [
  { icon: Users, title: 'For buyers\u2019 agents and conveyancers', text: 'Triage a stack of contracts quickly and spend your time on the ones that need it.' },
  { icon: TrendingUp, title: 'Plans that scale', text: 'Subscriptions include credits every billing period at a lower cost per analysis, with priority support on longer plans.' },
  { icon: FileText, title: 'Consistent reports', text: 'Every report has the same structure: summary, property details, costs, restrictions, overlays and risks.' },
  { icon: Briefcase, title: 'Bulk credits', text: 'Buy up to 100 pay-as-you-go analyses at once, with bulk discounts; they never expire.' },
];
