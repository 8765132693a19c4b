import { CreditCard, FileSearch, type LucideIcon, Rocket, ShieldCheck, Wrench } from 'lucide-react';

export const HELP_CATEGORY_IDS = [
  'getting-started',
  'document-analysis',
  'subscription-billing',
  'security-privacy',
  'troubleshooting',
] as const;
export type HelpCategoryId = (typeof HELP_CATEGORY_IDS)[number];

export type HelpCategory = { id: HelpCategoryId; label: string; description: string; icon: LucideIcon };

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  { id: 'getting-started', label: 'Getting Started', description: 'Create an account and run your first analysis.', icon: Rocket },
  { id: 'document-analysis', label: 'Document Analysis', description: 'What we check, how long it takes and what you get.', icon: FileSearch },
  { id: 'subscription-billing', label: 'Subscription & Billing', description: 'Credits, plans, payments and cancelling.', icon: CreditCard },
  { id: 'security-privacy', label: 'Security & Privacy', description: 'How your documents and details are protected.', icon: ShieldCheck },
  { id: 'troubleshooting', label: 'Troubleshooting', description: 'Emails, passwords, uploads and failed analyses.', icon: Wrench },
];
