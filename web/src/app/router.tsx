import { type ReactNode, useEffect, useState } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider, ScrollRestoration, useMatches } from 'react-router';
import { paths } from '@/config/paths';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RequireAuth } from './routes/require-auth.tsx';
import { RouteError } from './routes/route-error.tsx';
import { usePageViews } from './use-page-views.ts';

/** A route's own name for the browser tab (`handle.title`); the site's name follows it. */
export type RouteHandle = { title: string };
export const SITE_TITLE = 'Doco — property document risk reports';
export const pageTitle = (title: string) => (title === SITE_TITLE ? title : `${title} — Doco`);

function usePageTitle() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title ?? SITE_TITLE;
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to main content
    </a>
  );
}

function RootLayout() {
  usePageViews();
  usePageTitle();
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * Every page but the home route loads on demand (its own chunk): a first visit downloads the landing
 * page and the sign-in screen only. `signedIn` pages keep their guard.
 */
function page(load: () => Promise<Record<string, unknown>>, name: string, guard?: (el: ReactNode) => ReactNode): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Component = (await load())[name] as () => ReactNode;
      // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's component, made once per route at start-up (no hooks inside)
      return guard ? { Component: () => guard(<Component />) } : { Component };
    },
  };
}

/** The route table of spec-accounts-admin §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRoute />, handle: { title: SITE_TITLE } },
      // A report's own address: the dashboard with that analysis open (the landing page when signed out).
      { path: paths.reportPattern, element: <HomeRoute />, handle: { title: 'Report' } },
      { path: paths.compare, handle: { title: 'Compare properties' }, ...page(() => import('@/features/compare/components/compare-page'), 'ComparePage', signedIn) },
      { path: paths.subscription, handle: { title: 'Subscription' }, ...page(() => import('@/features/subscription/components/subscription-page'), 'SubscriptionPage', signedIn) },
      { path: paths.changePassword, handle: { title: 'Change password' }, ...page(() => import('@/features/auth-recovery/components/change-password-page'), 'ChangePasswordPage', signedIn) },
      { path: paths.profile, handle: { title: 'Profile' }, ...page(() => import('@/features/account/components/profile-page'), 'ProfilePage', signedIn) },
      { path: paths.verifyEmail, handle: { title: 'Verify your email' }, ...page(() => import('@/features/auth-recovery/components/verify-email-page'), 'VerifyEmailPage') },
      { path: paths.resendVerification, handle: { title: 'Resend verification email' }, ...page(() => import('@/features/auth-recovery/components/resend-verification-page'), 'ResendVerificationPage') },
      { path: paths.forgotPassword, handle: { title: 'Forgot password' }, ...page(() => import('@/features/auth-recovery/components/forgot-password-page'), 'ForgotPasswordPage') },
      { path: paths.resetPassword, handle: { title: 'Reset password' }, ...page(() => import('@/features/auth-recovery/components/reset-password-page'), 'ResetPasswordPage') },
      { path: paths.privacyPolicy, handle: { title: 'Privacy Policy' }, ...page(() => import('@/features/legal/components/privacy-policy-page'), 'PrivacyPolicyPage') },
      { path: paths.termsOfService, handle: { title: 'Terms of Service' }, ...page(() => import('@/features/legal/components/terms-of-service-page'), 'TermsOfServicePage') },
      { path: paths.security, handle: { title: 'Security' }, ...page(() => import('@/features/legal/components/security-page'), 'SecurityPage') },
      { path: paths.disclaimer, handle: { title: 'Disclaimer' }, ...page(() => import('@/features/legal/components/disclaimer-page'), 'DisclaimerPage') },
      { path: paths.helpCentre, handle: { title: 'Help Centre' }, ...page(() => import('@/features/help-centre/components/help-centre-page'), 'HelpCentrePage') },
      { path: paths.contactUs, handle: { title: 'Contact Us' }, ...page(() => import('@/features/contact/components/contact-page'), 'ContactPage') },
      { path: paths.sampleReport, handle: { title: 'Sample report' }, ...page(() => import('@/features/analysis/components/sample/sample-report-page'), 'SampleReportPage') },
      { path: paths.accuracy, handle: { title: 'Accuracy' }, ...page(() => import('@/features/accuracy/components/accuracy-page'), 'AccuracyPage') },
      { path: paths.sharedReportPattern, handle: { title: 'Shared report' }, ...page(() => import('@/features/analysis/components/share/shared-report-page'), 'SharedReportPage') },
      { path: paths.features, handle: { title: 'Features' }, ...page(() => import('@/features/product-overview/components/features-page'), 'FeaturesPage') },
      // The admin portal is its own chunk: a visitor's first load does not carry it.
      { path: paths.adminLogin, handle: { title: 'Admin sign-in' }, ...page(() => import('@/features/admin/components/admin-login-page'), 'AdminLoginPage') },
      // No client-side guard: the server rejects the admin calls without an admin session.
      { path: paths.adminDashboard, handle: { title: 'Admin dashboard' }, ...page(() => import('@/features/admin/components/admin-dashboard-page'), 'AdminDashboardPage') },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
    ],
  },
];

export function AppRouter() {
  // Created on first render, not at import, so tests can import `routes` without a browser router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
