import { z } from 'zod';
import { botCheckFields, emailAddress } from './auth.ts';

// POST /api/contact and the double opt-in link it mails (spec-accounts-admin §3, §4, §5).

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'document', 'bug', 'feature'] as const;
export const contactCategory = z.enum(CONTACT_CATEGORIES, { error: 'Please select a category' });
export type ContactCategory = z.infer<typeof contactCategory>;

export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  billing: 'Billing & Subscriptions',
  document: 'Document Analysis',
  bug: 'Bug Report',
  feature: 'Feature Request',
};

const atLeast = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);

export const contactRequest = z.object({
  firstName: atLeast(2, 'First name must be at least 2 characters', 100),
  lastName: atLeast(2, 'Last name must be at least 2 characters', 100),
  email: emailAddress('Please enter a valid email address'),
  subject: atLeast(5, 'Subject must be at least 5 characters', 200),
  category: contactCategory,
  message: atLeast(10, 'Message must be at least 10 characters', 5000),
  ...botCheckFields,
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactVerifyQuery = z.object({
  token: z.string({ error: 'Invalid verification link' }).min(1, 'Invalid verification link').max(200, 'Invalid verification link'),
});
export type ContactVerifyQuery = z.infer<typeof contactVerifyQuery>;
