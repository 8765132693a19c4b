import { type ReactNode, useState } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider, ScrollRestoration } from 'react-router';
import { paths } from '@/config/paths';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RequireAuth } from './routes/require-auth.tsx';
import { RouteError } from './routes/route-error.tsx';
import { usePageViews } from './use-page-views.ts';

function RootLayout() {
  usePageViews();
  return (
    <>
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
      { path: paths.home, element: <HomeRoute /> },
      // A report's own address: the dashboard with that analysis open (the landing page when signed out).
      { path: paths.reportPattern, element: <HomeRoute /> },
      { path: paths.subscription, ...page(() => import('@/features/subscription/components/subscription-page'), 'SubscriptionPage', signedIn) },
      { path: paths.changePassword, ...page(() => import('@/features/auth-recovery/components/change-password-page'), 'ChangePasswordPage', signedIn) },
      { path: paths.profile, ...page(() => import('@/features/account/components/profile-page'), 'ProfilePage', signedIn) },
      { path: paths.verifyEmail, ...page(() => import('@/features/auth-recovery/components/verify-email-page'), 'VerifyEmailPage') },
      { path: paths.resendVerification, ...page(() => import('@/features/auth-recovery/components/resend-verification-page'), 'ResendVerificationPage') },
      { path: paths.forgotPassword, ...page(() => import('@/features/auth-recovery/components/forgot-password-page'), 'ForgotPasswordPage') },
      { path: paths.resetPassword, ...page(() => import('@/features/auth-recovery/components/reset-password-page'), 'ResetPasswordPage') },
      { path: paths.privacyPolicy, ...page(() => import('@/features/legal/components/privacy-policy-page'), 'PrivacyPolicyPage') },
      { path: paths.termsOfService, ...page(() => import('@/features/legal/components/terms-of-service-page'), 'TermsOfServicePage') },
      { path: paths.security, ...page(() => import('@/features/legal/components/security-page'), 'SecurityPage') },
      { path: paths.disclaimer, ...page(() => import('@/features/legal/components/disclaimer-page'), 'DisclaimerPage') },
      { path: paths.helpCentre, ...page(() => import('@/features/help-centre/components/help-centre-page'), 'HelpCentrePage') },
      { path: paths.contactUs, ...page(() => import('@/features/contact/components/contact-page'), 'ContactPage') },
      { path: paths.features, ...page(() => import('@/features/product-overview/components/features-page'), 'FeaturesPage') },
      // The admin portal is its own chunk: a visitor's first load does not carry it.
      { path: paths.adminLogin, ...page(() => import('@/features/admin/components/admin-login-page'), 'AdminLoginPage') },
      // No client-side guard: the server rejects the admin calls without an admin session.
      { path: paths.adminDashboard, ...page(() => import('@/features/admin/components/admin-dashboard-page'), 'AdminDashboardPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRouter() {
  // Created on first render, not at import, so tests can import `routes` without a browser router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
