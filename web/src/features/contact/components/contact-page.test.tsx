import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

type Reply = { status: number; body?: unknown };

function api(contact: () => Reply | Promise<Reply>) {
  return mockFetch((url) => {
    if (url === '/api/auth/form-token') return { status: 200, body: { formToken: '1795000000000.signed' } };
    return url === '/api/contact' ? contact() : { status: 404, body: { message: 'Not found' } };
  });
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'billing');
  await userEvent.type(screen.getByLabelText('Subject'), 'Invoice question');
  await userEvent.type(screen.getByLabelText('Message'), 'Can I get a tax invoice for my plan?');
}

describe('/contact-us', () => {
  it('lists the six categories with their labels, and the business hours', () => {
    api(() => ({ status: 200 }));
    renderApp('/contact-us');
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Category').options).slice(1);
    expect(options.map((o) => [o.value, o.text])).toEqual([
      ['general', 'General Inquiry'],
      ['technical', 'Technical Support'],
      ['billing', 'Billing & Subscriptions'],
      ['document', 'Document Analysis'],
      ['bug', 'Bug Report'],
      ['feature', 'Feature Request'],
    ]);
    expect(screen.getByText('9:00 - 17:00')).toBeInTheDocument();
    expect(screen.getByText('10:00 - 14:00')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText(/AEST/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /browse common questions/i })).toHaveAttribute('href', '/help-centre');
  });

  it('shows the spec §5 messages and sends nothing', async () => {
    const fetchMock = api(() => ({ status: 200 }));
    renderApp('/contact-us');
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Please select a category',
      'Message must be at least 10 characters',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.map((c) => c[0])).not.toContain('/api/contact');
  });

  it("sends the message with honeypot and timing, reads 'Sending...', then 'Message Sent!'", async () => {
    let answer: (reply: Reply) => void = () => {};
    const fetchMock = api(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderApp('/contact-us');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();

    answer({ status: 200, body: { message: 'Verification email sent!' } });
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(screen.getByText('Verification Email Sent!')).toBeInTheDocument();

    const body = JSON.parse(String(fetchMock.mock.calls.find((c) => c[0] === '/api/contact')![1]?.body));
    expect(body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lee',
      email: 'ada@example.com',
      subject: 'Invoice question',
      category: 'billing',
      message: 'Can I get a tax invoice for my plan?',
      website: '',
      formToken: '1795000000000.signed',
    });
    expect(body.timeSpentOnForm).toBe(body.formSubmitTime - body.formStartTime);

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it("keeps the form and toasts 'Failed to send message' on failure", async () => {
    api(() => ({ status: 400, body: { message: 'Your submission could not be accepted. Please wait a moment and try again.' } }));
    renderApp('/contact-us');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Your submission could not be accepted. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Invoice question');
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it('tells the sender the outcome of the confirmation link', () => {
    api(() => ({ status: 200 }));
    renderApp('/contact-us?confirmation=sent');
    expect(screen.getByText(/your message has been confirmed/i)).toBeInTheDocument();
  });
});
