/** Every client route in one place (spec-accounts-admin §2). */
export const paths = {
  home: '/',
  subscription: '/subscription',
  /** Where 'Get credits', 'Top up' and 'View Subscription Plans' lead. */
  subscriptionPlans: '/subscription?tab=plans',
  profile: '/profile',
  changePassword: '/change-password',
  verifyEmail: '/verify-email',
  resendVerification: '/resend-verification',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  security: '/security',
  disclaimer: '/disclaimer',
  helpCentre: '/help-centre',
  contactUs: '/contact-us',
  features: '/features',
  /** A real report of a sample pack, open to anyone (issue 27). */
  sampleReport: '/sample-report',
  /** The engine's measured accuracy on held-out documents (issue 27). */
  accuracy: '/accuracy',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  /** One analysis's report on the dashboard (issue 26): survives a reload and the Back button. */
  reportPattern: '/reports/:analysisId',
  /** A report shared read-only by its buyer (issue 28 §5): open to anyone with the link, signed in or not. */
  sharedReportPattern: '/shared/:token',
  /** Two or three analyses side by side (issue 28): /compare?ids=a,b[,c]. */
  compare: '/compare',
} as const;

/** The address of an analysis's report. */
export const reportPath = (analysisId: string) => `/reports/${encodeURIComponent(analysisId)}`;

/** The comparison of these analyses, in this order. */
export const comparePath = (analysisIds: readonly string[]) => `/compare?ids=${analysisIds.map(encodeURIComponent).join(',')}`;

/** Links in the public footer, in the order the spec lists them. */
export const footerLinks = [
  { label: 'Features', to: paths.features },
  { label: 'Sample report', to: paths.sampleReport },
  { label: 'Accuracy', to: paths.accuracy },
  { label: 'Help Centre', to: paths.helpCentre },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Security', to: paths.security },
  { label: 'Disclaimer', to: paths.disclaimer },
] as const;
