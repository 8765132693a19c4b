import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isLoggedOutFlagSet, setLoggedOutFlag } from '@/lib/auth';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { aUser } from '@/test/users';

type Reply = { status: number; body?: unknown };

/** Signed out; the given routes answer, everything else 404s. */
function api(routes: Record<string, (init?: RequestInit) => Reply | Promise<Reply>>) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return { status: 401, body: { message: 'Unauthorized' } };
    const route = routes[url];
    return route ? route(init) : { status: 404, body: { message: 'Not found' } };
  });
}

async function openAuthScreen() {
  renderApp('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
  expect(screen.getByText('Sign in to your account or create a new one')).toBeInTheDocument();
}

const registerTab = () => screen.getByRole('tab', { name: 'Register' });
const signInTab = () => screen.getByRole('tab', { name: 'Sign In' });

async function fillRegister() {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Harbour-Bridge-42');
}

describe('auth screen', () => {
  it('has Sign In and Register tabs, Sign In first, switchable from the keyboard', async () => {
    api({});
    await openAuthScreen();
    expect(signInTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    signInTab().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(registerTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveTextContent('At least 8 characters');
  });

  it('the close button returns to the landing page', async () => {
    api({});
    await openAuthScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('Sign In', () => {
  it('shows the spec §5 messages and sends nothing', async () => {
    const fetchMock = api({});
    await openAuthScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock.mock.calls.map((c) => c[0])).not.toContain('/api/auth/login');
  });

  it('signs in: clears the logged-out flag and shows the dashboard', async () => {
    setLoggedOutFlag();
    const fetchMock = api({ '/api/auth/login': () => ({ status: 200, body: aUser() }) });
    await openAuthScreen();
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(isLoggedOutFlagSet()).toBe(false);
    const call = fetchMock.mock.calls.find((c) => c[0] === '/api/auth/login')!;
    expect(call[1]?.method).toBe('POST');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ email: 'ada@example.com', password: 'secret' });
  });

  it("reads 'Signing in...' and is disabled while the call runs", async () => {
    api({ '/api/auth/login': () => new Promise<Reply>(() => {}) });
    await openAuthScreen();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('an unverified account gets the verify text and a Resend action to /resend-verification', async () => {
    api({
      '/api/auth/login': () => ({
        status: 401,
        body: { message: 'Please verify your email before logging in', code: 'email_not_verified' },
      }),
    });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Please verify your email before logging in')).toBeInTheDocument();
    // fireEvent: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(router.state.location.pathname).toBe('/resend-verification');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('wrong credentials read "Invalid email or password"', async () => {
    api({ '/api/auth/login': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
    await openAuthScreen();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });
});

describe('Register', () => {
  it('shows the spec §5 messages', async () => {
    const fetchMock = api({});
    await openAuthScreen();
    await userEvent.click(registerTab());
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'er12');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => c[0])).not.toContain('/api/auth/register');
  });

  it('sends the empty honeypot and the form timing, then switches to Sign In', async () => {
    const fetchMock = api({
      '/api/auth/form-token': () => ({ status: 200, body: { formToken: '1795000000000.signed-by-the-server' } }),
      '/api/auth/register': () => ({ status: 201, body: { message: 'Please check your email to verify your account.' } }),
    });
    await openAuthScreen();
    await userEvent.click(registerTab());
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

    await fillRegister();
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find((c) => c[0] === '/api/auth/register')!;
    const body = JSON.parse(String(call[1]?.body));
    expect(body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lee',
      email: 'ada@example.com',
      password: 'Harbour-Bridge-42',
      website: '',
      formToken: '1795000000000.signed-by-the-server',
    });
    expect(body.formStartTime).toBeLessThanOrEqual(before);
    expect(body.formSubmitTime).toBeGreaterThanOrEqual(before);
    expect(body.timeSpentOnForm).toBe(body.formSubmitTime - body.formStartTime);
    expect(signInTab()).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(registerTab());
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it("reads 'Creating account...' while the call runs", async () => {
    api({ '/api/auth/register': () => new Promise<Reply>(() => {}) });
    await openAuthScreen();
    await userEvent.click(registerTab());
    await fillRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it('a taken email reads "An account with this email already exists"', async () => {
    api({
      '/api/auth/register': () => ({
        status: 400,
        body: { message: 'An account with this email already exists', code: 'email_taken' },
      }),
    });
    await openAuthScreen();
    await userEvent.click(registerTab());
    await fillRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const status = await screen.findByText('Registration failed');
    expect(within(status.closest('li')!).getByText('An account with this email already exists')).toBeInTheDocument();
    expect(registerTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});
