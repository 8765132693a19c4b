import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { formatAud } from '@doco/contracts';
import { savingsPercent } from '@/lib/plan-display';

type Reply = { status: number; body?: unknown };

// Deliberately not the published prices, so the grid can only have them from the API.
const plans = {
  currency: 'aud',
  plans: {
    monthly: { name: 'Monthly', price: 2990, credits: 10, description: 'For a first home search', effectiveCostPerReview: 299, interval: 'month', intervalCount: 1, savingsPercent: 7 },
    quarterly: { name: 'Quarterly', price: 7800, credits: 30, description: 'For an active search', effectiveCostPerReview: 260, interval: 'month', intervalCount: 3, savingsPercent: 19 },
    semiannually: { name: 'Semi-Annually', price: 14000, credits: 60, description: 'For investors', effectiveCostPerReview: 233, interval: 'month', intervalCount: 6, savingsPercent: 27 },
    annual: { name: 'Annually', price: 25200, credits: 120, description: 'For professionals', effectiveCostPerReview: 210, interval: 'year', intervalCount: 1, savingsPercent: 34 },
  },
  payAsYouGo: { price: 320, minQuantity: 1, maxQuantity: 100, tiers: [{ minQuantity: 1, unitPrice: 320 }] },
};

function api(plansReply: () => Reply | Promise<Reply>) {
  return mockFetch((url) => {
    if (url === '/api/subscription/plans') return plansReply();
    return { status: 401, body: { message: 'Unauthorized' } };
  });
}

const pricing = () => screen.getByRole('region', { name: 'Simple, transparent pricing' });
const card = (name: string) => within(pricing()).getByRole('group', { name });

describe('landing pricing grid', () => {
  it('shows a loading state while the plans load', async () => {
    api(() => new Promise<Reply>(() => {}));
    renderApp('/');
    expect(await within(await screen.findByRole('region', { name: 'Simple, transparent pricing' })).findByRole('status')).toHaveTextContent(
      'Loading subscription plans',
    );
  });

  it('renders every plan from GET /api/subscription/plans', async () => {
    const fetchMock = api(() => ({ status: 200, body: plans }));
    renderApp('/');
    expect(await screen.findByRole('group', { name: 'Quarterly' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/subscription/plans');

    expect(card('Free Trial')).toHaveTextContent('A$0.00');
    expect(card('Pay-as-you-go')).toHaveTextContent('A$3.20');
    const monthly = card('Monthly');
    expect(monthly).toHaveTextContent('A$29.90');
    expect(monthly).toHaveTextContent('per month');
    expect(monthly).toHaveTextContent('10 reviews');
    expect(monthly).toHaveTextContent('A$2.99 per review');
    expect(monthly).not.toHaveTextContent('Priority support');

    const quarterly = card('Quarterly');
    expect(quarterly).toHaveTextContent('Most Popular');
    expect(quarterly).toHaveTextContent('A$78.00');
    expect(quarterly).toHaveTextContent('every 3 months');
    expect(quarterly).toHaveTextContent(`Save ${savingsPercent(260, 320)}% vs pay-as-you-go`);
    expect(quarterly).toHaveTextContent('Priority support');
    expect(card('Semi-Annually')).toHaveTextContent('A$140.00');
    expect(card('Annually')).toHaveTextContent('A$252.00');
    expect(card('Annually')).toHaveTextContent('120 reviews');
    expect(card('Annually')).toHaveTextContent('For professionals');
    expect(within(pricing()).getAllByText('Most Popular')).toHaveLength(1);
  });

  it("says 'Unable to load subscription plans' when the call fails, and shows no prices", async () => {
    api(() => ({ status: 500, body: { message: 'down' } }));
    renderApp('/');
    expect(await screen.findByText('Unable to load subscription plans')).toBeInTheDocument();
    expect(within(pricing()).queryByText(/A\$/)).not.toBeInTheDocument();
    expect(within(pricing()).queryAllByRole('group')).toHaveLength(0);
  });

  it('a plan button opens the auth screen on Register', async () => {
    api(() => ({ status: 200, body: plans }));
    renderApp('/');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Monthly' })).getByRole('button', { name: 'Get Started' }));
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('plan maths', () => {
  it('formats cents as A$', () => {
    expect(formatAud(0)).toBe('A$0.00');
    expect(formatAud(275)).toBe('A$2.75');
    expect(formatAud(123456)).toBe('A$1,234.56');
  });

  it('computes the saving against pay-as-you-go, never negative', () => {
    expect(savingsPercent(275, 300)).toBe(8);
    expect(savingsPercent(250, 300)).toBe(17);
    expect(savingsPercent(200, 300)).toBe(33);
    expect(savingsPercent(320, 300)).toBe(0);
  });
});
