import { z } from 'zod';
import { PAID_PLANS } from './billing.ts';
import { subscriptionPlan } from './user.ts';

// The admin portal's calls (spec-accounts-admin §3, §6, §7): request and response shapes.

export const adminLoginRequest = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).max(254),
  password: z.string({ error: 'Password is required' }).min(6, 'Password must be at least 6 characters').max(200),
});
export const adminPublic = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
});
export const adminLoginResponse = z.object({ message: z.string(), admin: adminPublic });

export const adminChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword: z.string({ error: 'Password must be at least 8 characters' }).min(8, 'Password must be at least 8 characters').max(200),
});

/** GET /api/admin/dashboard/stats: the seven fields of §3; totalRevenue in cents. */
export const adminStats = z.object({
  totalUsers: z.number().int(),
  newUsersToday: z.number().int(),
  activeSubscriptions: z.number().int(),
  totalDocuments: z.number().int(),
  analysesThisMonth: z.number().int(),
  totalRevenue: z.number().int(),
  pendingContacts: z.number().int(),
});

/** A user as shown to admins (§3). */
export const adminUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  subscriptionPlan,
  subscriptionStatus: z.string().nullable(),
  subscriptionCredits: z.number().int(),
  stripeCustomerId: z.string().nullable(),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export const adminUserList = z.array(adminUser);
export const adminUserPage = z.object({ users: adminUserList, page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export const adminUserSearch = z.object({
  query: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

/** A payment in a user's admin detail. */
export const adminUserPayment = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  type: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export const adminUserDetail = adminUser.extend({
  credits: z.object({ free: z.number().int(), subscription: z.number().int(), payg: z.number().int(), total: z.number().int() }),
  documents: z.number().int(),
  analyses: z.number().int(),
  payments: z.array(adminUserPayment),
});

// Billing's internal read endpoints for the admin portal (issue 25): the gateway reads none of billing's
// tables, it asks billing (GET /internal/billing/admin/...).
/** GET /internal/billing/admin/stats: the dashboard's billing figures; totalRevenue in cents. */
export const adminBillingStats = z.object({ activeSubscriptions: z.number().int(), totalRevenue: z.number().int() });
/** GET /internal/billing/admin/credits?userIds=a,b: remaining credits of up to 100 users (a page of the users list). */
export const adminCreditsQuery = z.object({
  userIds: z
    .string()
    .max(4_000)
    .transform((ids) => (ids === '' ? [] : ids.split(',')))
    .pipe(z.array(z.uuid()).max(100)),
});
export const adminCreditsResponse = z.object({ credits: z.record(z.string(), z.number().int()) });
export const adminUserPayments = z.object({ payments: z.array(adminUserPayment) });

export const adminAnalysis = z.object({
  id: z.string(),
  status: z.string(),
  documentName: z.string().nullable(),
  userEmail: z.string().nullable(),
  totalConcerns: z.number().int(),
  createdAt: z.string(),
});
export const adminAnalysisList = z.array(adminAnalysis);

export const ADMIN_ACTIONS = [
  'adjust_credits',
  'change_plan',
  'send_email',
  'verify_email',
  'suspend_account',
  'activate_account',
  'reset_password',
  'delete_user',
] as const;
export type AdminActionName = (typeof ADMIN_ACTIONS)[number];

/** POST /api/admin/users/{id}/action: the action and, by action, credits, plan, subject, message (§3). */
export const adminActionRequest = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('adjust_credits'),
      credits: z.number({ error: 'Credits must be a whole number' }).int('Credits must be a whole number').min(0, 'Credits cannot be negative').max(100_000),
      /** The balance the dialog's preview started from (issue 27); refused if it has changed since. */
      expectedBefore: z.number().int().min(0).optional(),
    }),
    z.object({ action: z.literal('change_plan'), plan: z.enum(['free', ...PAID_PLANS], { error: 'Please choose a valid plan' }) }),
    z.object({ action: z.literal('send_email'), subject: z.string().trim().min(1, 'Subject is required').max(200), message: z.string().trim().min(1, 'Message is required').max(10_000) }),
    z.object({ action: z.literal('verify_email') }),
    z.object({ action: z.literal('suspend_account') }),
    z.object({ action: z.literal('activate_account') }),
    z.object({ action: z.literal('reset_password') }),
    // The admin types the user's email to confirm a deletion that cannot be undone (issue 27).
    z.object({ action: z.literal('delete_user'), confirmEmail: z.string({ error: "Type the user's email to confirm" }).trim().min(1, "Type the user's email to confirm").max(254) }),
  ],
  { error: 'Unknown action' },
);
export const adminActionResponse = z.object({ message: z.string() });

export const adminActivity = z.object({
  id: z.string(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export const adminActivityPage = z.object({ entries: z.array(adminActivity), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const clearRateLimitsResponse = z.object({ message: z.string(), cleared: z.number().int() });

export type AdminLoginRequest = z.infer<typeof adminLoginRequest>;
export type AdminPublic = z.infer<typeof adminPublic>;
export type AdminStats = z.infer<typeof adminStats>;
export type AdminUser = z.infer<typeof adminUser>;
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export type AdminAnalysis = z.infer<typeof adminAnalysis>;
export type AdminActionRequest = z.infer<typeof adminActionRequest>;
export type AdminActivity = z.infer<typeof adminActivity>;

// ---- Payments, contacts, system and analytics tabs ------------------------------------------------

export const adminPaymentFilter = z.object({
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded', 'disputed', 'canceled']).optional(),
  type: z.enum(['payg_credits', 'subscription_payment']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export const adminPayment = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  type: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  credits: z.number().int().nullable(),
  provider: z.string(),
  createdAt: z.string(),
});
export const adminPaymentPage = z.object({ payments: z.array(adminPayment), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export const adminPaymentDetail = adminPayment.extend({
  ledger: z.array(z.object({ id: z.string(), kind: z.string(), delta: z.number().int(), reason: z.string().nullable(), createdAt: z.string() })),
});
export const adminRefundResponse = z.object({ message: z.string(), creditsRemoved: z.number().int() });

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export const adminContact = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.string(),
  message: z.string(),
  status: z.string(),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export const adminContactPage = z.object({
  contacts: z.array(adminContact),
  /** Messages whose sender has not confirmed them yet: counted, not shown. */
  pendingUnverified: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const adminContactFilter = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export const adminContactUpdate = z.object({ status: z.enum(CONTACT_STATUSES).optional(), adminNotes: z.string().max(5000).nullable().optional() });
export const adminContactReply = z.object({ message: z.string().trim().min(1, 'Message is required').max(10_000) });

export const adminSystem = z.object({
  healthy: z.boolean(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string().nullable() })),
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int(),
      active: z.number().int(),
      delayed: z.number().int(),
      failed: z.number().int(),
      completedLastHour: z.number().int(),
      workers: z.number().int(),
    }),
  ),
  failedJobs: z.array(
    z.object({
      queue: z.string(),
      id: z.string(),
      name: z.string(),
      /** The whole message the job failed with (issue 27: never cut short). */
      error: z.string().nullable(),
      failedAt: z.string().nullable(),
      attempts: z.number().int(),
      /** Whose job it was (the user's email, or the mail's recipient), when known. */
      user: z.string().nullable(),
      /** The document it was about (an analysis or report job), when known. */
      document: z.string().nullable(),
      /** Whether a retry can fix it; `whyNot` says why not. */
      retryable: z.boolean(),
      whyNot: z.string().nullable(),
    }),
  ),
  /** Failed analyses' credits billing has not confirmed giving back yet (issue 25): the worker keeps trying. */
  refunds: z.object({ waiting: z.number().int(), oldestAt: z.string().nullable(), lastError: z.string().nullable(), lastAttemptAt: z.string().nullable() }),
});
export const adminRetryJob = z.object({ queue: z.enum(['analysis', 'email']), id: z.string().min(1).max(200) });

export const adminAnalytics = z.object({
  recentAnalyses: z.array(adminAnalysis),
  viewsPerDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
  checkouts: z.number().int(),
  purchases: z.number().int(),
  revenueCents: z.number().int(),
  conversion: z.number(),
});

export type AdminPayment = z.infer<typeof adminPayment>;
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetail>;
export type AdminUserPayment = z.infer<typeof adminUserPayment>;
export type AdminBillingStats = z.infer<typeof adminBillingStats>;
export type AdminContact = z.infer<typeof adminContact>;
export type AdminSystem = z.infer<typeof adminSystem>;
export type AdminAnalytics = z.infer<typeof adminAnalytics>;
