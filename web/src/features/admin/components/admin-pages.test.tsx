import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

type Reply = { status: number; body?: unknown };
const USER = {
  id: '4b0c6b7e-51d3-4d59-9b5a-0a2f3c1d9e11',
  firstName: 'Zelda',
  lastName: 'Quokka',
  email: 'zelda@example.test',
  emailVerified: true,
  subscriptionPlan: 'semiannually',
  subscriptionStatus: 'active',
  subscriptionCredits: 42,
  stripeCustomerId: 'cus_123',
  suspended: false,
  createdAt: '2026-11-20T03:00:00.000Z',
};
const STATS = { totalUsers: 12, newUsersToday: 2, activeSubscriptions: 3, totalDocuments: 30, analysesThisMonth: 9, totalRevenue: 123456, pendingContacts: 1 };
const SYSTEM = {
  healthy: false,
  checks: [
    { name: 'postgres', ok: true, detail: null },
    { name: 'mailer', ok: false, detail: 'no mailer has reported in the last 30 s' },
  ],
  queues: [],
  failedJobs: [],
  refunds: { waiting: 2, oldestAt: '2026-11-28T01:00:00.000Z', lastError: 'billing unreachable: fetch failed', lastAttemptAt: '2026-11-28T01:05:00.000Z' },
};

function server(routes: Record<string, (body: unknown) => Reply> = {}) {
  return mockFetch((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (routes[route]) return routes[route](body);
    if (route === 'GET /api/admin/dashboard/stats') return { status: 200, body: STATS };
    if (route === 'GET /api/admin/system') return { status: 200, body: SYSTEM };
    if (route === 'GET /api/admin/users/recent') return { status: 200, body: [USER] };
    if (route === 'GET /api/admin/analyses/recent') return { status: 200, body: [] };
    if (route.startsWith('GET /api/admin/users?')) return { status: 200, body: { users: [USER], page: 1, pageSize: 20, total: 1 } };
    return { status: 404, body: { message: `no route ${route}` } };
  });
}
const calls = (fetch: ReturnType<typeof mockFetch>, route: string) =>
  fetch.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === route).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

afterEach(() => vi.unstubAllGlobals());

describe('/admin/login', () => {
  it('validates, shows the server message inline on failure, and opens the dashboard on success', async () => {
    let ok = false;
    const fetch = server({
      'POST /api/admin/login': () =>
        ok
          ? { status: 200, body: { message: 'Login successful', admin: { id: 'a1', email: 'ops@doco.test', firstName: null, lastName: null, role: 'admin' } } }
          : { status: 401, body: { message: 'Invalid email or password' } },
    });
    const { router } = renderApp('/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ops@doco.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    ok = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(calls(fetch, 'POST /api/admin/login').at(-1)).toEqual({ email: 'ops@doco.test', password: 'wrong-password' });
  });
});

describe('/admin/dashboard', () => {
  it('shows Degraded with what is down, the figures with revenue in A$, and users by plan display name with a Stripe link', async () => {
    server();
    renderApp('/admin/dashboard');
    expect(await screen.findByText(/Degraded: mailer/)).toBeInTheDocument();
    const figures = await screen.findByLabelText('Platform figures');
    expect(figures).toHaveTextContent('A$1,234.56');
    expect(figures).toHaveTextContent('Total users12');
    const recent = await screen.findByRole('list', { name: 'Recent users' });
    expect(recent).toHaveTextContent('Semi-Annually');
    expect(within(recent).getByRole('link', { name: /Stripe/ })).toHaveAttribute('href', 'https://dashboard.stripe.com/customers/cus_123');
    for (const tab of ['Overview', 'Users', 'Analytics', 'Payments', 'Contacts', 'System']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  });

  it('the System tab shows the refunds waiting for billing, with the oldest and the last error', async () => {
    server();
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'System' }));
    const refunds = await screen.findByLabelText('Refunds waiting');
    expect(refunds).toHaveTextContent('Waiting2');
    expect(refunds).toHaveTextContent('billing unreachable: fetch failed');
  });

  it('the action dialog: Execute disabled until an action is chosen, the delete warning, Action Completed, and Error with its fallback', async () => {
    let fail = false;
    const fetch = server({
      [`POST /api/admin/users/${USER.id}/action`]: () => (fail ? { status: 500, body: '' } : { status: 200, body: { message: 'Credits set to 5 (were 42).' } }),
    });
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Zelda Quokka' }));
    const dialog = screen.getByRole('dialog', { name: 'Actions for Zelda Quokka' });
    expect(within(dialog).getByRole('button', { name: 'Execute' })).toBeDisabled();
    // Delete asks for the user's email typed out before it can run (issue 27).
    await userEvent.selectOptions(within(dialog).getByLabelText('Action'), 'delete_user');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('cannot be undone');
    const remove = within(dialog).getByRole('button', { name: 'Delete user' });
    expect(remove).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(`Type ${USER.email} to confirm`), 'someone@else.example');
    expect(remove).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText(`Type ${USER.email} to confirm`));
    await userEvent.type(within(dialog).getByLabelText(`Type ${USER.email} to confirm`), USER.email.toUpperCase());
    expect(remove).toBeEnabled();
    // Adjust credits says whether it adds, removes or sets, and shows the result first.
    await userEvent.selectOptions(within(dialog).getByLabelText('Action'), 'adjust_credits');
    await userEvent.selectOptions(within(dialog).getByLabelText('Adjustment'), 'remove');
    const credits = within(dialog).getByLabelText('Credits');
    await userEvent.type(credits, '37');
    expect(within(dialog).getByTestId('adjust-preview')).toHaveTextContent('42 credits now → 5 credits after (removes 37 credits).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Execute' }));
    expect(await screen.findByText('Action Completed')).toBeInTheDocument();
    expect(calls(fetch, `POST /api/admin/users/${USER.id}/action`)).toEqual([{ action: 'adjust_credits', credits: 5, expectedBefore: 42 }]);
    expect(screen.queryByRole('dialog', { name: 'Actions for Zelda Quokka' })).not.toBeInTheDocument();

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Zelda Quokka' }));
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'verify_email');
    await userEvent.click(screen.getByRole('button', { name: 'Execute' }));
    expect(await screen.findByText('Action failed')).toBeInTheDocument();
  });

  it('Change Password validates the confirmation and says Password Changed; Logout goes to /admin/login even when the call fails', async () => {
    const fetch = server({
      'POST /api/admin/change-password': () => ({ status: 200, body: { message: 'ok' } }),
      'POST /api/admin/logout': () => ({ status: 500, body: '' }),
    });
    const { router } = renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'old-password');
    await userEvent.type(within(dialog).getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(within(dialog).getByLabelText('Confirm New Password'), 'new-password-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Confirm New Password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/admin/change-password')).toEqual([{ currentPassword: 'old-password', newPassword: 'new-password-1' }]);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('without an admin session it says so and links to the admin login', async () => {
    server({ 'GET /api/admin/dashboard/stats': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute('href', '/admin/login');
  });
});
