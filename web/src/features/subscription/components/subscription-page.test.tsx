import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { aUser } from '@/test/users';

const plan = (name: string, price: number, credits: number, perReview: number) => ({
  name,
  price,
  credits,
  description: `${name} plan`,
  effectiveCostPerReview: perReview,
  interval: 'month',
  intervalCount: 1,
  savingsPercent: 0,
});
const PLANS = {
  currency: 'aud',
  plans: {
    monthly: plan('Monthly', 2990, 10, 299),
    quarterly: plan('Quarterly', 7800, 30, 260),
    semiannually: plan('Semi-Annually', 14000, 60, 233),
    annual: plan('Annually', 25200, 120, 210),
  },
  payAsYouGo: { price: 300, minQuantity: 1, maxQuantity: 100, tiers: [{ minQuantity: 10, unitPrice: 290 }, { minQuantity: 20, unitPrice: 275 }, { minQuantity: 50, unitPrice: 250 }] },
};
const status = (overrides: Record<string, unknown> = {}) => ({
  plan: 'free',
  status: 'active',
  freeCreditsRemaining: 1,
  subscriptionCreditsRemaining: 0,
  paygCreditsRemaining: 0,
  effectiveCostPerReview: 300,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  scheduledPlanAt: null,
  ...overrides,
});
type Reply = { status: number; body?: unknown };

function server(routes: Record<string, (body: unknown) => Reply> = {}) {
  return mockFetch((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (routes[route]) return routes[route](body);
    switch (route) {
      case 'GET /api/auth/user':
        return { status: 200, body: aUser() };
      case 'GET /api/subscription/plans':
        return { status: 200, body: PLANS };
      case 'GET /api/subscription/status':
        return { status: 200, body: status() };
      case 'GET /api/subscription/credits':
        return { status: 200, body: { freeCreditsRemaining: 1, subscriptionCreditsRemaining: 0, subscriptionPlan: 'free', paygCreditsRemaining: 0, totalCreditsRemaining: 1, subscriptionOnlyCreditsRemaining: 0 } };
      case 'GET /api/payments/history':
        return { status: 200, body: [] };
      case 'GET /api/payment/config':
        return { status: 200, body: { provider: 'sandbox', publishableKey: null, testMode: true } };
      default:
        return { status: 404, body: { message: `no route ${route}` } };
    }
  });
}
const calls = (fetch: ReturnType<typeof mockFetch>, route: string) =>
  fetch.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === route).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

afterEach(() => vi.unstubAllGlobals());

async function fillCard() {
  await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('/subscription', () => {
  it('has the title, Back to Dashboard and three tabs; the tab lives in the address', async () => {
    server();
    const { router } = renderApp('/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Plans' }));
    expect(router.state.location.search).toBe('?tab=plans');
    await userEvent.click(screen.getByRole('tab', { name: 'Purchase History' }));
    expect(router.state.location.search).toBe('?tab=history');
    expect(await screen.findByText('No subscription plans purchased yet')).toBeInTheDocument();
  });

  it('shows the free plan used up as Consumed, with View Plans', async () => {
    server({ 'GET /api/subscription/status': () => ({ status: 200, body: status({ freeCreditsRemaining: 0 }) }) });
    renderApp('/subscription');
    const badge = await screen.findByText('Consumed');
    expect(badge).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByRole('button', { name: 'View Plans' })).toBeInTheDocument();
  });

  it('cancels an active plan: Subscription Cancelled, credits kept to the period end', async () => {
    const active = status({ plan: 'monthly', status: 'active', subscriptionCreditsRemaining: 10, currentPeriodEnd: '2026-12-24T00:00:00.000Z' });
    const fetch = server({
      'GET /api/subscription/status': () => ({ status: 200, body: active }),
      'POST /api/stripe/cancel-subscription': () => ({
        status: 200,
        body: { message: 'Subscription cancelled', plan: 'monthly', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-24T00:00:00.000Z' },
      }),
    });
    renderApp('/subscription');
    expect(await screen.findByText('Active')).toHaveAttribute('data-tone', 'green');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Subscription Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your credits stay available until 24 Dec 2026.')).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/stripe/cancel-subscription')).toHaveLength(1);
  });

  it('says Cancellation Failed when billing refuses', async () => {
    server({
      'GET /api/subscription/status': () => ({ status: 200, body: status({ plan: 'monthly', status: 'active', subscriptionCreditsRemaining: 10 }) }),
      'POST /api/stripe/cancel-subscription': () => ({ status: 502, body: { message: 'Billing could not complete the request. Please try again.' } }),
    });
    renderApp('/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
  });

  it('lists the plans: Quarterly is Most Popular, Semi-Annually by name, savings against A$3.00', async () => {
    server();
    renderApp('/subscription?tab=plans');
    const quarterly = await screen.findByRole('group', { name: 'Quarterly' });
    expect(quarterly).toHaveTextContent('Most Popular');
    expect(quarterly).toHaveTextContent('A$78.00');
    expect(quarterly).toHaveTextContent('30 analyses');
    expect(quarterly).toHaveTextContent('Save 13% vs pay-as-you-go');
    expect(screen.getByRole('group', { name: 'Semi-Annually' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Subscribe Now' })).toHaveLength(4);
    expect(screen.getByText('1 free credit remaining')).toBeInTheDocument();
  });

  it('says so when the plans cannot be loaded', async () => {
    server({ 'GET /api/subscription/plans': () => ({ status: 500, body: { message: 'down' } }) });
    renderApp('/subscription?tab=plans');
    expect(await screen.findByText('Unable to load subscription plans')).toBeInTheDocument();
  });

  it('subscribes: confirm, pay with the card form, then the subscription is active with its credits', async () => {
    const fetch = server({
      'POST /api/subscription/create': () => ({
        status: 200,
        body: { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', amount: 2990, currency: 'aud', metadata: {}, subscriptionId: 'sub_1', planId: 'monthly' },
      }),
      'POST /api/payment/sandbox/confirm': () => ({ status: 200, body: { status: 'succeeded', paymentIntentId: 'pi_1' } }),
      'POST /api/stripe/allocate-credits-automatically': () => ({ status: 200, body: { creditsAdded: 10 } }),
    });
    renderApp('/subscription?tab=plans');
    const monthly = await screen.findByRole('group', { name: 'Monthly' });
    await userEvent.click(within(monthly).getByRole('button', { name: 'Subscribe Now' }));
    const confirm = screen.getByRole('dialog', { name: 'Subscribe to Monthly' });
    expect(confirm).toHaveTextContent('A$29.90');
    expect(confirm).toHaveTextContent('10 analyses');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue to Payment' }));
    expect(calls(fetch, 'POST /api/subscription/create')).toEqual([{ planId: 'monthly' }]);
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Your subscription is now active! 10 credits have been added to your account.')).toBeInTheDocument();
  });

  it('a subscription left at the card form shows as Pending with Complete Payment on Overview', async () => {
    let created = false;
    server({
      'GET /api/subscription/status': () => ({ status: 200, body: created ? status({ plan: 'monthly', status: 'pending' }) : status() }),
      'POST /api/subscription/create': () => {
        created = true;
        return { status: 200, body: { clientSecret: 'pi_4_secret_x', paymentIntentId: 'pi_4', amount: 2990, currency: 'aud', metadata: {}, subscriptionId: 'sub_4', planId: 'monthly' } };
      },
    });
    renderApp('/subscription?tab=plans');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Monthly' })).getByRole('button', { name: 'Subscribe Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Payment' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeInTheDocument();
  });

  it('a declined card shows Payment Failed and adds nothing', async () => {
    const fetch = server({
      'POST /api/subscription/create': () => ({
        status: 200,
        body: { clientSecret: 'pi_2_secret_x', paymentIntentId: 'pi_2', amount: 2990, currency: 'aud', metadata: {}, subscriptionId: 'sub_2', planId: 'monthly' },
      }),
      'POST /api/payment/sandbox/confirm': () => ({ status: 200, body: { status: 'requires_payment_method', paymentIntentId: 'pi_2', error: { message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' } } }),
    });
    renderApp('/subscription?tab=plans');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Monthly' })).getByRole('button', { name: 'Subscribe Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/stripe/allocate-credits-automatically')).toHaveLength(0);
  });

  it('buys a pay-as-you-go bundle at the tier price, and refuses a quantity outside 1-100', async () => {
    const fetch = server({
      'POST /api/stripe/create-payg-subscription': (body) => ({
        status: 200,
        body: { clientSecret: 'pi_3_secret_x', paymentIntentId: 'pi_3', amount: (body as { amount: number }).amount, currency: 'aud', metadata: {}, quantity: 10 },
      }),
    });
    renderApp('/subscription?tab=plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Credits (1-100)' }));
    const quantity = screen.getByLabelText('Number of analyses (1-100)');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '150');
    await userEvent.click(screen.getByRole('button', { name: /^Buy \d+ Credits?$/ }));
    expect(screen.getByText('Please select between 1 and 100 analyses')).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/stripe/create-payg-subscription')).toHaveLength(0);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    const breakdown = screen.getByLabelText('Price breakdown');
    expect(breakdown).toHaveTextContent('A$2.90');
    expect(breakdown).toHaveTextContent('A$29.00');
    expect(breakdown).toHaveTextContent('You saveA$1.00');
    await userEvent.click(screen.getByRole('button', { name: 'Buy 10 Credits' }));
    expect(calls(fetch, 'POST /api/stripe/create-payg-subscription')).toEqual([{ quantity: 10, amount: 2900 }]);
    expect(await screen.findByRole('button', { name: 'Pay A$29.00' })).toBeInTheDocument();
  });

  it('lists purchases with their name, date, credits and amount', async () => {
    const purchase = { type: 'subscription_payment', currency: 'aud', amountRefunded: 0, refundedAt: null };
    server({
      'GET /api/payments/history': () => ({
        status: 200,
        body: [
          { ...purchase, id: 'p1', planName: 'Monthly', purchaseDate: '2026-11-20T03:00:00.000Z', credits: 10, amount: 2990, state: 'active', creditsLeft: 4 },
          { ...purchase, id: 'p2', planName: 'Pay-as-you-go', purchaseDate: '2026-11-02T03:00:00.000Z', credits: 2, amount: 600, type: 'payg_credits', state: 'used', creditsLeft: 0 },
          {
            ...purchase,
            id: 'p3',
            planName: 'Quarterly',
            purchaseDate: '2026-10-02T03:00:00.000Z',
            credits: 30,
            amount: 7500,
            state: 'refunded',
            creditsLeft: 0,
            amountRefunded: 7500,
            refundedAt: '2026-10-05T03:00:00.000Z',
          },
        ],
      }),
    });
    renderApp('/subscription?tab=history');
    const row = (await screen.findByText('Monthly')).closest('li')!;
    expect(row).toHaveTextContent('20 Nov 2026');
    expect(row).toHaveTextContent('10 credits');
    expect(row).toHaveTextContent('A$29.90');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('4 left');
    expect(within(row).getByRole('link', { name: 'Tax invoice for Monthly, 20 Nov 2026' })).toHaveAttribute('href', '/api/payments/p1/invoice.pdf');
    // Spent, and refunded: each row says so (issue 27), the refund with its amount and date.
    expect(screen.getByText('Pay-as-you-go').closest('li')).toHaveTextContent('Used');
    const refunded = screen.getByText('Quarterly').closest('li')!;
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent('Refunded A$75.00 on 5 Oct 2026');
  });

  it('back from a redirected payment: Payment Successful, and the address is /subscription again', async () => {
    server();
    const { router } = renderApp('/subscription?payment=success&value=29.90&transaction_id=pi_9');
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('switches a renewing plan at the period end: Switch Plan, the confirmation says when, then Plan Change Scheduled', async () => {
    const active = status({ plan: 'monthly', status: 'active', subscriptionCreditsRemaining: 10, currentPeriodEnd: '2026-12-24T00:00:00.000Z' });
    const fetch = server({
      'GET /api/subscription/status': () => ({ status: 200, body: active }),
      'POST /api/subscription/change-plan': (body) => ({
        status: 200,
        body: { message: 'Your plan changes to Quarterly at the end of the current period.', plan: 'monthly', scheduledPlan: (body as { planId: string }).planId, scheduledPlanAt: '2026-12-24T00:00:00.000Z' },
      }),
    });
    renderApp('/subscription?tab=plans');
    const monthly = await screen.findByRole('group', { name: 'Monthly' });
    expect(within(monthly).getByRole('button', { name: 'Current Plan' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Quarterly' })).getByRole('button', { name: 'Switch Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Quarterly' });
    expect(dialog).toHaveTextContent('Your Monthly plan stays until 24 Dec 2026');
    expect(dialog).toHaveTextContent('Nothing is charged today, and credits you already have stay until they expire.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch at Period End' }));
    expect(await screen.findByText('Plan Change Scheduled')).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/subscription/change-plan')).toEqual([{ planId: 'quarterly' }]);
    expect(calls(fetch, 'POST /api/subscription/create')).toHaveLength(0);
  });

  it('shows a scheduled switch on Overview and Plans, and Keep Current Plan calls it off', async () => {
    const scheduled = status({
      plan: 'monthly',
      status: 'active',
      subscriptionCreditsRemaining: 10,
      currentPeriodEnd: '2026-12-24T00:00:00.000Z',
      scheduledPlan: 'quarterly',
      scheduledPlanAt: '2026-12-24T00:00:00.000Z',
    });
    const fetch = server({
      'GET /api/subscription/status': () => ({ status: 200, body: scheduled }),
      'POST /api/subscription/change-plan': () => ({ status: 200, body: { message: 'You stay on the Monthly plan.', plan: 'monthly', scheduledPlan: null, scheduledPlanAt: null } }),
    });
    const { router } = renderApp('/subscription');
    expect(await screen.findByText('Changes to Quarterly on 24 Dec 2026. Your current credits stay until they expire.')).toBeInTheDocument();
    await router.navigate('/subscription?tab=plans');
    const quarterly = await screen.findByRole('group', { name: 'Quarterly' });
    expect(quarterly).toHaveTextContent('Starts on 24 Dec 2026');
    expect(within(quarterly).getByRole('button', { name: 'Switch Scheduled' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Monthly' })).getByRole('button', { name: 'Keep Current Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Keep Monthly' });
    expect(dialog).toHaveTextContent('Your switch to Quarterly on 24 Dec 2026 will be called off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Monthly' }));
    expect(await screen.findByText('Plan Change Cancelled')).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/subscription/change-plan')).toEqual([{ planId: 'monthly' }]);
  });

  it('says Plan Change Failed with the server message when billing refuses the switch', async () => {
    server({
      'GET /api/subscription/status': () => ({ status: 200, body: status({ plan: 'annual', status: 'active', subscriptionCreditsRemaining: 120, currentPeriodEnd: '2027-11-01T00:00:00.000Z' }) }),
      'POST /api/subscription/change-plan': () => ({ status: 409, body: { message: 'Your last renewal is unpaid. Please update your payment before changing plans.', code: 'subscription_unpaid' } }),
    });
    renderApp('/subscription?tab=plans');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Monthly' })).getByRole('button', { name: 'Switch Plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch at Period End' }));
    expect(await screen.findByText('Plan Change Failed')).toBeInTheDocument();
    expect(screen.getByText('Your last renewal is unpaid. Please update your payment before changing plans.')).toBeInTheDocument();
  });

  it("'Complete Your Payment' is a full page: loading, the pending plan and its card form, then the subscription is active", async () => {
    let pending = true;
    const fetch = server({
      'GET /api/subscription/status': () => ({ status: 200, body: pending ? status({ plan: 'quarterly', status: 'pending' }) : status({ plan: 'quarterly', status: 'active', subscriptionCreditsRemaining: 30 }) }),
      'POST /api/stripe/complete-payment': () => ({
        status: 200,
        body: { clientSecret: 'pi_5_secret_x', paymentIntentId: 'pi_5', amount: 7800, currency: 'aud', metadata: { credits: '30' }, planId: 'quarterly', subscriptionId: 'sub_5' },
      }),
      'POST /api/payment/sandbox/confirm': () => {
        pending = false;
        return { status: 200, body: { status: 'succeeded', paymentIntentId: 'pi_5' } };
      },
      'POST /api/stripe/allocate-credits-automatically': () => ({ status: 200, body: { creditsAdded: 30 } }),
    });
    const { router } = renderApp('/subscription');
    expect(await screen.findByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=complete-payment');
    expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('A$78.00')).toBeInTheDocument();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('Your subscription is now active! 30 credits have been added to your account.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/stripe/allocate-credits-automatically')).toHaveLength(1);
  });

  it("'Complete Your Payment' says 'No pending payment found', or 'Unable to load payment details', and Back to Subscription returns", async () => {
    server({ 'POST /api/stripe/complete-payment': () => ({ status: 404, body: { message: 'No pending payment found', code: 'no_pending_payment' } }) });
    const { router } = renderApp('/subscription?view=complete-payment');
    expect(await screen.findByRole('heading', { name: 'No pending payment found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Back to Subscription/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Management' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    vi.unstubAllGlobals();

    server({ 'POST /api/stripe/complete-payment': () => ({ status: 502, body: 'Bad gateway' }) });
    renderApp('/subscription?view=complete-payment');
    expect(await screen.findByRole('heading', { name: 'Unable to load payment details' })).toBeInTheDocument();
  });

  it('back from 3-D Secure for a waiting analysis: credits the payment, starts that analysis and returns to it', async () => {
    sessionStorage.setItem('doco.waitingAnalysis', JSON.stringify({ analysisId: 'a-7', documentId: 'd-7', documentName: 'contract.pdf', at: Date.now() }));
    const fetch = server({
      'POST /api/stripe/allocate-credits-automatically': () => ({ status: 200, body: { creditsAdded: 1 } }),
      'POST /api/analyses/a-7/start': () => ({ status: 200, body: { analysis: { id: 'a-7', status: 'pending' } } }),
    });
    const { router } = renderApp('/subscription?payment=success&payment_intent=pi_7&payment_intent_client_secret=pi_7_secret_z&redirect_status=succeeded');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ openDocument: { id: 'd-7', name: 'contract.pdf' } });
    expect(calls(fetch, 'POST /api/stripe/allocate-credits-automatically')).toEqual([expect.objectContaining({ paymentIntentId: 'pi_7' })]);
    expect(calls(fetch, 'POST /api/analyses/a-7/start')).toHaveLength(1);
    expect(sessionStorage.getItem('doco.waitingAnalysis')).toBeNull();
  });

  it('back from a failed 3-D Secure check: Payment Failed, nothing credited, nothing started', async () => {
    sessionStorage.setItem('doco.waitingAnalysis', JSON.stringify({ analysisId: 'a-8', documentId: null, documentName: null, at: Date.now() }));
    const fetch = server();
    const { router } = renderApp('/subscription?payment=success&payment_intent=pi_8&redirect_status=failed');
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls(fetch, 'POST /api/stripe/allocate-credits-automatically')).toHaveLength(0);
    expect(sessionStorage.getItem('doco.waitingAnalysis')).toBeNull();
  });

  it('back from a redirect whose crediting fails: still Payment Successful, credits shortly', async () => {
    server({ 'POST /api/stripe/allocate-credits-automatically': () => ({ status: 502, body: { message: 'down' } }) });
    renderApp('/subscription?payment=success&payment_intent=pi_9&redirect_status=succeeded');
    expect(await screen.findByText('Payment processed successfully. Credits will be available shortly.')).toBeInTheDocument();
  });

  it("says 'Unable to load subscription status' when the status cannot be read", async () => {
    server({ 'GET /api/subscription/status': () => ({ status: 500, body: { message: 'down' } }) });
    renderApp('/subscription');
    expect(await screen.findByText('Unable to load subscription status')).toBeInTheDocument();
  });

  it("says 'Failed to create payment intent' with the server's reason when a bundle cannot be set up", async () => {
    server({ 'POST /api/stripe/create-payg-subscription': () => ({ status: 409, body: { message: 'Too many payments started. Please wait a minute.' } }) });
    renderApp('/subscription?tab=plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Credits (1-100)' }));
    await userEvent.click(screen.getByRole('button', { name: /^Buy \d+ Credits?$/ }));
    expect(await screen.findByText('Failed to create payment intent')).toBeInTheDocument();
    expect(screen.getByText('Too many payments started. Please wait a minute.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
  });

  it("says 'Subscription Error' with the server message when a subscription cannot be created", async () => {
    server({ 'POST /api/subscription/create': () => ({ status: 409, body: { message: 'You already have an active subscription.' } }) });
    renderApp('/subscription?tab=plans');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Annually' })).getByRole('button', { name: 'Subscribe Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('You already have an active subscription.')).toBeInTheDocument();
  });
});
