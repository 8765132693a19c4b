import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WEB_PAGES } from '@doco/contracts';
import type { RouteObject } from 'react-router';
import { footerLinks } from '@/config/paths';
import { pageTitle, type RouteHandle, routes } from './router.tsx';
import { setLoggedOutFlag } from '@/lib/auth';
import { mockFetch, mockPendingFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { aUser } from '@/test/users';

const user = aUser();

function signedIn() {
  return mockFetch((url) => (url === '/api/auth/user' ? { status: 200, body: user } : { status: 404, body: 'Not found' }));
}
function signedOut() {
  return mockFetch(() => ({ status: 401, body: { message: 'Unauthorized' } }));
}

const landingHeading = () => screen.findByRole('heading', { level: 1, name: /understand your contract of sale/i });

describe('/ (home)', () => {
  it('shows a spinner while auth state loads', () => {
    mockPendingFetch();
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it('shows the landing page when signed out', async () => {
    signedOut();
    renderApp('/');
    expect(await landingHeading()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /start free trial/i })).toBeInTheDocument();
    // The hero's picture: the sample report's top, leading to the whole of it (issue 27).
    const preview = screen.getByRole('figure', { name: 'Sample report preview' });
    expect(preview).toHaveTextContent('27 Quenda Rise, Castlemaine VIC 3450');
    expect(within(preview).getByRole('link', { name: 'Open the full sample report' })).toHaveAttribute('href', '/sample-report');
    expect(screen.getByRole('link', { name: 'See a sample report' })).toHaveAttribute('href', '/sample-report');
  });

  it('shows the landing page when the auth call fails for another reason', async () => {
    mockFetch(() => ({ status: 500, body: 'boom' }));
    renderApp('/');
    expect(await landingHeading()).toBeInTheDocument();
  });

  it('shows the landing page without a request when the logged-out flag is set', async () => {
    setLoggedOutFlag();
    const fetchMock = signedIn();
    renderApp('/');
    expect(await landingHeading()).toBeInTheDocument();
    // The landing page loads its plans; the user is never asked for.
    expect(fetchMock.mock.calls.map((c) => c[0])).not.toContain('/api/auth/user');
  });

  it('shows the dashboard when signed in', async () => {
    signedIn();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    // Logout sits in the user menu (spec-core §2); the menu's trigger names the user.
    expect(screen.getByRole('button', { name: /account menu: ada lee/i })).toBeInTheDocument();
  });

  it('footer links to every public page of spec §2', async () => {
    signedOut();
    renderApp('/');
    await landingHeading();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    const hrefs = footer.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/features',
      '/sample-report',
      '/accuracy',
      '/help-centre',
      '/contact-us',
      '/privacy-policy',
      '/terms-of-service',
      '/security',
      '/disclaimer',
    ]);
    expect(hrefs).toEqual(footerLinks.map((l) => l.to));
  });

  it('Login opens the auth screen and Go Back returns to the landing page', async () => {
    signedOut();
    renderApp('/');
    await landingHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Sign in to your account or create a new one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /go back/i }));
    expect(await landingHeading()).toBeInTheDocument();
  });
});

describe('signed-in routes', () => {
  it.each([
    ['/subscription', 'Subscription Management'],
    ['/change-password', 'Change Password'],
    ['/profile', 'Profile'],
  ])('%s falls back to the landing page when signed out', async (path, heading) => {
    signedOut();
    const { router } = renderApp(path);
    expect(await landingHeading()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/subscription', 'Subscription Management'],
    ['/change-password', 'Change Password'],
    ['/profile', 'Profile'],
  ])('%s shows its page when signed in', async (path, heading) => {
    signedIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows a spinner while auth state loads', () => {
    mockPendingFetch();
    renderApp('/subscription');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });
});

describe('public routes', () => {
  it.each([
    ['/verify-email', 'Verify Your Email'],
    ['/resend-verification', 'Resend Verification Email'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/security', 'Security and Trust'],
    ['/disclaimer', 'Legal Disclaimer'],
    ['/help-centre', 'Help Centre'],
    ['/contact-us', 'Contact Us'],
    ['/features', 'Features'],
    ['/sample-report', 'Sample report'],
    ['/accuracy', 'Accuracy'],
    ['/admin/login', 'Admin Login'],
    ['/admin/dashboard', 'Admin Dashboard'],
  ])('%s renders for a visitor without asking for the user', async (path, heading) => {
    const fetchMock = signedOut();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // (A form page asks only for its signed form token; the admin dashboard only for its own admin data.)
    expect(fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url !== '/api/auth/form-token' && !url.startsWith('/api/admin/'))).toEqual([]);
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/admin', '/subscription/extra'])('%s shows the 404 card', async (path) => {
    signedOut();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('the home link leaves the 404 card', async () => {
    signedOut();
    const { router } = renderApp('/missing');
    await userEvent.click(await screen.findByRole('link', { name: /home/i }));
    expect(router.state.location.pathname).toBe('/');
    expect(await landingHeading()).toBeInTheDocument();
  });
});

const pages = (routes[0]?.children ?? []) as RouteObject[];

describe('the route table', () => {
  it('has exactly the pages the gateway serves with 200 (WEB_PAGES); any other address is its 404', () => {
    const paths = pages.map((r) => r.path).filter((p) => p !== '*');
    expect([...paths].sort()).toEqual([...WEB_PAGES].sort());
    expect(pages.at(-1)?.path).toBe('*');
  });

  it('gives every route its own title', () => {
    const titles = pages.map((r) => (r.handle as RouteHandle | undefined)?.title);
    expect(titles.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each([
    ['/', 'Doco — property document risk reports'],
    ['/features', 'Features — Doco'],
    ['/accuracy', 'Accuracy — Doco'],
    ['/nope', 'Page not found — Doco'],
  ])('%s sets the browser tab to "%s"', async (path, title) => {
    signedOut();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(pageTitle('Help Centre')).toBe('Help Centre — Doco');
  });
});

describe('skip link', () => {
  it.each(['/', '/features', '/nope'])('on %s, the first Tab reaches "Skip to main content", which leads to the main region', async (path) => {
    signedOut();
    renderApp(path);
    const main = await screen.findByRole('main');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main.id).toBe('main-content');
  });
});
