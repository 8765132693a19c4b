import { type ReactNode, useState } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider, ScrollRestoration } from 'react-router';
import { paths } from '@/config/paths';
import { ProfilePage } from '@/features/account/components/profile-page';
import { ChangePasswordPage } from '@/features/auth-recovery/components/change-password-page';
import { ForgotPasswordPage } from '@/features/auth-recovery/components/forgot-password-page';
import { ResendVerificationPage } from '@/features/auth-recovery/components/resend-verification-page';
import { ResetPasswordPage } from '@/features/auth-recovery/components/reset-password-page';
import { VerifyEmailPage } from '@/features/auth-recovery/components/verify-email-page';
import { ContactPage } from '@/features/contact/components/contact-page';
import { HelpCentrePage } from '@/features/help-centre/components/help-centre-page';
import { DisclaimerPage } from '@/features/legal/components/disclaimer-page';
import { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';
import { SecurityPage } from '@/features/legal/components/security-page';
import { TermsOfServicePage } from '@/features/legal/components/terms-of-service-page';
import { FeaturesPage } from '@/features/product-overview/components/features-page';
import { SubscriptionPage } from '@/features/subscription/components/subscription-page';
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

/** The route table of spec-accounts-admin §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.subscription, element: signedIn(<SubscriptionPage />) },
      { path: paths.changePassword, element: signedIn(<ChangePasswordPage />) },
      { path: paths.profile, element: signedIn(<ProfilePage />) },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      { path: paths.resendVerification, element: <ResendVerificationPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.termsOfService, element: <TermsOfServicePage /> },
      { path: paths.security, element: <SecurityPage /> },
      { path: paths.disclaimer, element: <DisclaimerPage /> },
      { path: paths.helpCentre, element: <HelpCentrePage /> },
      { path: paths.contactUs, element: <ContactPage /> },
      { path: paths.features, element: <FeaturesPage /> },
      // The admin portal is its own chunk: a visitor's first load does not carry it.
      { path: paths.adminLogin, lazy: async () => ({ Component: (await import('@/features/admin/components/admin-login-page')).AdminLoginPage }) },
      // No client-side guard: the server rejects the admin calls without an admin session.
      {
        path: paths.adminDashboard,
        lazy: async () => ({ Component: (await import('@/features/admin/components/admin-dashboard-page')).AdminDashboardPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRouter() {
  // Created on first render, not at import, so tests can import `routes` without a browser router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
