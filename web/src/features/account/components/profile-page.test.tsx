import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { aUser } from '@/test/users';

describe('/profile', () => {
  it('shows name, email, the plan display name and the account links', async () => {
    mockFetch(() => ({ status: 200, body: aUser({ subscriptionPlan: 'semiannually' }) }));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lee')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Semi-Annually')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: /change password/i })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('link', { name: 'Legal Disclaimer' })).toHaveAttribute('href', '/disclaimer');
  });

  it('shows Free when no plan is recorded', async () => {
    mockFetch(() => ({ status: 200, body: aUser({ subscriptionPlan: null }) }));
    renderApp('/profile');
    expect(await screen.findByText('Free')).toBeInTheDocument();
  });
});
