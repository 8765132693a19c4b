// The web app's pages, by address. The gateway answers any other page address with its 404 status
// (the app still shows its 404 card); the web's router test keeps its route table and this list equal.

/** Every page of the web app: exact paths, and patterns whose `:name` segments match one segment. */
export const WEB_PAGES = [
  '/',
  '/reports/:analysisId',
  '/subscription',
  '/profile',
  '/change-password',
  '/verify-email',
  '/resend-verification',
  '/forgot-password',
  '/reset-password',
  '/privacy-policy',
  '/terms-of-service',
  '/security',
  '/disclaimer',
  '/help-centre',
  '/contact-us',
  '/features',
  '/sample-report',
  '/accuracy',
  '/shared/:token',
  '/compare',
  '/admin/login',
  '/admin/dashboard',
] as const;

const PATTERNS = WEB_PAGES.map((page) => new RegExp(`^${page.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

/** Whether a request path (without its query) is one of the app's pages. */
export function isWebPage(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}
