import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('/features', () => {
  it('lists the four analysis categories', () => {
    renderApp('/features');
    for (const name of ['Legal', 'Financial', 'Operational', 'Compliance']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('Start Free Trial opens the auth screen on Register', async () => {
    mockFetch((url) => (url === '/api/auth/user' ? { status: 401, body: { message: 'Unauthorized' } } : { status: 500 }));
    const { router } = renderApp('/features');
    await userEvent.click(screen.getAllByRole('link', { name: /start free trial/i })[0]!);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });
});
