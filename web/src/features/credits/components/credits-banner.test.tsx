import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithClient } from '@/test/render-with-client';
import { aUser } from '@/test/users';
import { CREDITS_PATH, CREDITS_POLL_MS, CREDITS_STALE_MS, creditsQueryOptions } from '../api/get-credits.ts';
import { CreditsBanner } from './credits-banner.tsx';

const user = aUser();

function credits(free: number, subscription: number, plan: string) {
  return mockFetch((url) =>
    url === CREDITS_PATH
      ? {
          status: 200,
          body: {
            freeCreditsRemaining: free,
            subscriptionCreditsRemaining: subscription,
            subscriptionPlan: plan,
            paygCreditsRemaining: 0,
            totalCreditsRemaining: free + subscription,
          },
        }
      : { status: 404, body: 'Not found' },
  );
}

async function banner() {
  renderWithClient(<CreditsBanner />, { user });
  await screen.findByTestId('credits-total');
  return screen.getByRole('region', { name: 'Credits' });
}

describe('<CreditsBanner />', () => {
  it('is red with no credits, with plural wording and the Free Plan badge', async () => {
    credits(0, 0, 'free');
    const region = await banner();
    expect(region).toHaveAttribute('data-tone', 'red');
    expect(screen.getByTestId('credits-total')).toHaveTextContent('0 credits available');
    // Nothing to say of 0 free credits.
    expect(region).not.toHaveTextContent(/free credit/);
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Free Plan');
    expect(screen.getByRole('link', { name: 'Get credits' })).toHaveAttribute('href', '/subscription?tab=plans');
  });

  it('is yellow at one credit, worded singular', async () => {
    credits(1, 0, 'free');
    const region = await banner();
    expect(region).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByTestId('credits-total')).toHaveTextContent('1 credit available');
    expect(screen.getByText('Includes 1 free credit')).toBeInTheDocument();
  });

  it('is yellow at two credits, and on a paid plan with no free credit left never says "Includes 0 free credits"', async () => {
    credits(0, 2, 'monthly');
    const region = await banner();
    expect(region).toHaveAttribute('data-tone', 'yellow');
    expect(region).not.toHaveTextContent(/free credit/);
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Monthly');
  });

  it('is green at three or more and names a semi-annual plan Semi-Annually', async () => {
    credits(1, 5, 'semiannually');
    const region = await banner();
    expect(region).toHaveAttribute('data-tone', 'green');
    expect(screen.getByTestId('credits-total')).toHaveTextContent('6 credits available');
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Semi-Annually');
    expect(region).toHaveTextContent('Includes 1 free credit and 5 plan credits');
    expect(screen.queryByRole('link', { name: /credits|top up/i })).not.toBeInTheDocument();
  });

  it('names the annual plan Annually', async () => {
    credits(0, 12, 'annual');
    await banner();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Annually');
  });

  it('says so when the credits cannot be loaded', async () => {
    mockFetch(() => ({ status: 500, body: 'down' }));
    renderWithClient(<CreditsBanner />, { user });
    expect(await screen.findByText('Unable to load credits')).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page')).toBeInTheDocument();
  });

  it('is polled every 10 s and stale after 5 s', () => {
    expect(CREDITS_POLL_MS).toBe(10_000);
    expect(CREDITS_STALE_MS).toBe(5_000);
    expect(creditsQueryOptions.refetchInterval).toBe(10_000);
    expect(creditsQueryOptions.staleTime).toBe(5_000);
  });
});
