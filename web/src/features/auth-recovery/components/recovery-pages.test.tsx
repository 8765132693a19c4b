import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { aUser } from '@/test/users';

type Reply = { status: number; body?: unknown };

function api(routes: Record<string, () => Reply>) {
  return mockFetch((url) => routes[url]?.() ?? { status: 404, body: { message: 'Not found' } });
}

const bodyOf = (fetchMock: ReturnType<typeof api>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find((c) => c[0] === url)?.[1]?.body));

describe('/forgot-password', () => {
  it("validates the email, sends it, and shows 'Check Your Email' with the address", async () => {
    const fetchMock = api({ '/api/auth/forgot-password': () => ({ status: 200, body: { message: 'ok' } }) });
    renderApp('/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/forgot-password')).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('link', { name: /back to login/i })).toHaveAttribute('href', '/');
  });

  it("falls back to 'An error occurred. Please try again.'", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});

describe('/resend-verification', () => {
  it('requires an email, then reports success', async () => {
    const fetchMock = api({
      '/api/auth/resend-verification': () => ({ status: 200, body: { message: 'A new verification link is on its way.' } }),
    });
    renderApp('/resend-verification');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Email' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Email' }));
    expect(await screen.findByText('Verification email sent successfully!')).toBeInTheDocument();
    expect(screen.getByText('A new verification link is on its way.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/resend-verification')).toEqual({ email: 'ada@example.com' });
  });

  it('reports a failure with the server message', async () => {
    api({ '/api/auth/resend-verification': () => ({ status: 429, body: { message: 'Too many requests. Please wait.' } }) });
    renderApp('/resend-verification');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Email' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send verification email');
    expect(alert).toHaveTextContent('Too many requests. Please wait.');
  });
});

describe('/change-password (signed in)', () => {
  const signedIn = (change: () => Reply) =>
    api({ '/api/auth/user': () => ({ status: 200, body: aUser() }), '/api/auth/change-password': change });

  it('validates, sends both passwords and shows the success view', async () => {
    const fetchMock = signedIn(() => ({ status: 200, body: { message: 'Your password has been changed.' } }));
    renderApp('/change-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Changed Successfully')).toBeInTheDocument();
    expect(screen.getByText('Password Changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
    expect(bodyOf(fetchMock, '/api/auth/change-password')).toEqual({ currentPassword: 'old-secret', newPassword: 'NewPassw0rd' });
  });

  it("shows the server's message", async () => {
    signedIn(() => ({ status: 400, body: { message: 'Current password is incorrect', code: 'wrong_password' } }));
    renderApp('/change-password');
    await userEvent.type(await screen.findByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});
