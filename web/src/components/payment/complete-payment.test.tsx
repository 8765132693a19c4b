import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithClient } from '@/test/render-with-client';
import { CompletePayment } from '@/components/payment/complete-payment';

// Stripe.js is never fetched in tests: the two packages are replaced by stand-ins.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(async () => ({})),
  confirmPayment: vi.fn(),
  ready: null as null | (() => void),
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="stripe-elements">{children}</div>,
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    stripe.ready = onReady;
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({}),
}));

function renderWithConfig(config: object) {
  mockFetch((url) => (url === '/api/payment/config' ? { status: 200, body: config } : { status: 404, body: 'x' }));
  const onResult = vi.fn(async () => {});
  renderWithClient(<CompletePayment
      clientSecret="pi_9_secret_x"
      onResult={onResult}
      onCancel={vi.fn()}
      finishing={false}
      description="One analysis credit for A$3.00."
      submitLabel="Pay A$3.00 and Start Analysis"
    />);
  return onResult;
}

describe('<CompletePayment />', () => {
  it('shows the sandbox card form, labelled test mode, when no publishable key is configured', async () => {
    renderWithConfig({ provider: 'sandbox', publishableKey: null, testMode: true });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it("uses Stripe's Payment Element with the key, runs only once ready, and confirms with the return address", async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
    const onResult = renderWithConfig({ provider: 'stripe', publishableKey: 'pk_test_123', testMode: true });

    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay A$3.00 and Start Analysis' });
    expect(pay).toBeDisabled();

    stripe.ready?.();
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);

    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: {},
      confirmParams: { return_url: `${window.location.origin}/subscription?payment=success` },
      redirect: 'if_required',
    });
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'succeeded', paymentIntentId: 'pi_9' }));
  });

  it("passes Stripe's error message on", async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const onResult = renderWithConfig({ provider: 'stripe', publishableKey: 'pk_test_123', testMode: false });
    await screen.findByTestId('payment-element');
    stripe.ready?.();
    const pay = screen.getByRole('button', { name: 'Pay A$3.00 and Start Analysis' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({ kind: 'error', message: 'Your card has insufficient funds.' }),
    );
  });
});
