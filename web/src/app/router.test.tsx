import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { footerLinks } from '@/config/paths';
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
