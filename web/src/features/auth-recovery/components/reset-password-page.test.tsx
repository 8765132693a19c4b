import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { readResetToken } from '../lib/reset-token.ts';
import { NO_TOKEN_REDIRECT_MS } from './reset-password-page.tsx';

type Reply = { status: number; body?: unknown };

function api(reset: () => Reply) {
  return mockFetch((url) => (url === '/api/auth/reset-password' ? reset() : { status: 404, body: { message: 'Not found' } }));
}

const ok = () => ({ status: 200, body: { message: 'Your password has been reset.' } });

async function submit(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

function sentBody(fetchMock: ReturnType<typeof api>) {
  const call = fetchMock.mock.calls.find((c) => c[0] === '/api/auth/reset-password');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('readResetToken', () => {
  it.each([
    ['?token=abc', '', 'abc'],
    ['?token=abc', '#token=other', 'abc'],
    ['', '#token=xyz', 'xyz'],
    ['', '#xyz', 'xyz'],
    ['?other=1', '', null],
    ['', '', null],
    ['', '#', null],
  ])('search %j hash %j -> %j', (search, hash, token) => {
    expect(readResetToken(search, hash)).toBe(token);
  });
});

describe('/reset-password', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the token from the query string and only token + newPassword', async () => {
    const fetchMock = api(ok);
    renderApp('/reset-password?token=from-query');
    await submit('NewPassw0rd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Successfully' })).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ token: 'from-query', newPassword: 'NewPassw0rd' });
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/');
  });

  it('falls back to the token in the hash', async () => {
    const fetchMock = api(ok);
    renderApp('/reset-password#token=from-hash');
    await submit('NewPassw0rd');
    await screen.findByText('Password Reset Successfully');
    expect(sentBody(fetchMock)).toEqual({ token: 'from-hash', newPassword: 'NewPassw0rd' });
  });

  it("says 'Passwords don't match' on the confirm field and sends nothing", async () => {
    const fetchMock = api(ok);
    renderApp('/reset-password?token=t');
    await submit('NewPassw0rd', 'NewPassw0rD');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm.getAttribute('aria-describedby')).toContain('reset-confirm-password-error');
    expect(sentBody(fetchMock)).toBeUndefined();
  });

  it('shows the same password checklist as Register, ticking as the password is typed (issue 27)', async () => {
    api(ok);
    renderApp('/reset-password?token=t');
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const met = () => within(checklist).getAllByRole('listitem').map((item) => item.getAttribute('data-met'));
    expect(within(checklist).getAllByRole('listitem').map((item) => item.textContent?.replace(/:.*/, ''))).toEqual(['At least 8 characters', 'Not a commonly used password']);
    expect(met()).toEqual(['false', 'false']);
    const input = screen.getByLabelText('New password');
    await userEvent.type(input, 'iloveyou');
    expect(met()).toEqual(['true', 'false']);
    await userEvent.type(input, '-on-Wattle-St');
    expect(met()).toEqual(['true', 'true']);
  });

  it('show/hide toggles the password visibility', async () => {
    api(ok);
    renderApp('/reset-password?token=t');
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
  });

  it('shows the invalid link view when the server refuses the token', async () => {
    api(() => ({ status: 400, body: { message: 'This password reset link is invalid or has expired.', code: 'invalid_token' } }));
    renderApp('/reset-password?token=spent');
    await submit('NewPassw0rd');
    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('refuses a common password on the form, with the server\'s own message, before sending it', async () => {
    const fetchMock = api(ok);
    renderApp('/reset-password?token=t');
    await submit('Password123');
    expect(await screen.findByText('This password is too common. Please choose a less common password.')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toBeUndefined();
  });

  it('shows other server messages on the form', async () => {
    api(() => ({ status: 400, body: { message: 'That password is too common. Please choose another.' } }));
    renderApp('/reset-password?token=t');
    await submit('Harbour-Bridge-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is too common. Please choose another.');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('without a token shows the invalid link view, then moves to /forgot-password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = api(ok);
    const { router } = renderApp('/reset-password');
    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(NO_TOKEN_REDIRECT_MS);
    });
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
