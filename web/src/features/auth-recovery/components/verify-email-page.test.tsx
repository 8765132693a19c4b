import userEvent from '@testing-library/user-event';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, mockPendingFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { VERIFY_REDIRECT_MS } from './verify-email-page.tsx';

type Reply = { status: number; body?: unknown };

function api(verify: () => Reply | Promise<Reply>) {
  return mockFetch((url) => {
    if (url.startsWith('/api/auth/verify-email')) return verify();
    if (url === '/api/auth/user') return { status: 401, body: { message: 'Unauthorized' } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

describe('/verify-email', () => {
  beforeEach(() => {
    // Fake clock that still moves, so Testing Library's polling keeps working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a loading state while the token is checked', () => {
    mockPendingFetch();
    renderApp('/verify-email?token=abc');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email');
  });

  it('verifies the token once, then opens sign-in after 3 seconds', async () => {
    const fetchMock = api(() => ({ status: 200, body: { message: 'Email verified successfully! You can now log in.' } }));
    const { router } = renderApp('/verify-email?token=a%2Bb');

    expect(await screen.findByText('Email verified successfully! You can now log in.')).toBeInTheDocument();
    const verifyCalls = fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/auth/verify-email'));
    expect(verifyCalls.map((c) => c[0])).toEqual(['/api/auth/verify-email?token=a%2Bb']);

    act(() => {
      vi.advanceTimersByTime(VERIFY_REDIRECT_MS - 100);
    });
    expect(router.state.location.pathname).toBe('/verify-email');

    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Sign in to your account or create a new one')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(VERIFY_REDIRECT_MS).toBe(3000);
  });

  it('a second click on a used link says the email is already verified and offers sign-in, with no error', async () => {
    api(() => ({ status: 200, body: { message: 'Your email is already verified. You can sign in.', alreadyVerified: true } }));
    const { router } = renderApp('/verify-email?token=used');
    expect(await screen.findByText('Your email is already verified')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/couldn't verify/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it("spends the token with one request under StrictMode (the remount shares the first call)", async () => {
    const fetchMock = api(() => ({ status: 200, body: { message: 'Email verified successfully! You can now log in.' } }));
    const router = createMemoryRouter(routes, { initialEntries: ['/verify-email?token=once'] });
    render(
      <StrictMode>
        <AppProvider queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );

    expect(await screen.findByText('Email verified successfully! You can now log in.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/auth/verify-email'))).toHaveLength(1);
  });

  it("shows the server's message and the way out when the link is bad", async () => {
    api(() => ({ status: 400, body: { message: 'This verification link is invalid or has expired.', code: 'invalid_token' } }));
    const { router } = renderApp('/verify-email?token=stale');

    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend Verification Email' })).toHaveAttribute('href', '/resend-verification');
    expect(screen.getByRole('link', { name: /back to login/i })).toHaveAttribute('href', '/');
    act(() => {
      vi.advanceTimersByTime(VERIFY_REDIRECT_MS * 2);
    });
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it("falls back to 'Email verification failed' when the server gives no message", async () => {
    api(() => ({ status: 500 }));
    renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Email verification failed')).toBeInTheDocument();
  });

  it('asks to try again when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Email verification failed. Please try again.')).toBeInTheDocument();
  });

  it("says 'Invalid verification link' without a token, and calls nothing", async () => {
    const fetchMock = api(() => ({ status: 200, body: { message: 'ok' } }));
    renderApp('/verify-email');
    expect(await screen.findByText('Invalid verification link')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
