/** Where visitors reach us. Shown on the legal, help and contact pages. */
export const support = {
  email: 'support@doco.com.au',
  /** Live chat and phone hours (AEST). */
  chatHours: '9am-5pm AEST, Monday to Friday',
  replyWithin: '24 hours',
} as const;

/** The date the legal pages were last revised. */
export const LEGAL_LAST_UPDATED = 'July 16, 2025';
