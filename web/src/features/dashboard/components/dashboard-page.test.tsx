import { act, screen, waitFor, within } from '@testing-library/react';
import { UPLOAD_REFUSALS } from '@doco/contracts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { aUser } from '@/test/users';

const user = aUser();
const uploaded = {
  document: { id: 'd9', originalName: 'section-32.pdf', createdAt: '2026-03-03T12:00:00.000Z' },
  analysis: { id: 'a9', status: 'pending' },
};
const listed = { ...uploaded.document, size: 2048, mimeType: 'application/pdf', analysis: { id: 'a9', status: 'pending' } };
const NO_CREDITS = 'No credits available. Choose a subscription plan or pay-as-you-go to continue.';

type Reply = { status: number; body?: unknown };
type Server = {
  credits: number;
  documents: unknown[];
  startReplies: Reply[];
  confirmReply: Reply;
  paygReply: Reply;
  allocateReply: Reply;
  analysis: unknown;
  me: unknown;
  /** What POST /api/documents answers instead of accepting the file. */
  uploadRefusal?: Reply;
};

/** A small stand-in for the gateway: each route answers from `state`, which a test may change. */
function gateway(overrides: Partial<Server> = {}) {
  const state: Server = {
    credits: 0,
    documents: [],
    startReplies: [{ status: 402, body: { message: NO_CREDITS } }],
    confirmReply: { status: 200, body: { status: 'succeeded', paymentIntentId: 'pi_1' } },
    paygReply: {
      status: 200,
      body: { clientSecret: 'pi_1_secret_abc', paymentIntentId: 'pi_1', amount: 300, currency: 'aud', metadata: {} },
    },
    allocateReply: { status: 200, body: { creditsAdded: 1 } },
    analysis: analysisResponse({ id: 'a9', status: 'processing', stage: 'analysing', progress: 55 }),
    me: user,
    ...overrides,
  };
  const fetchMock = mockFetch((url, init): Reply => {
    const method = init?.method ?? 'GET';
    const route = `${method} ${url}`;
    switch (route) {
      case 'GET /api/auth/user':
        return { status: 200, body: state.me };
      case 'GET /api/subscription/credits':
        return {
          status: 200,
          body: {
            freeCreditsRemaining: 0,
            subscriptionCreditsRemaining: state.credits,
            subscriptionPlan: 'free',
            paygCreditsRemaining: state.credits,
            totalCreditsRemaining: state.credits,
          },
        };
      case 'GET /api/user/documents':
        return { status: 200, body: state.documents };
      case 'POST /api/documents':
        if (state.uploadRefusal) return state.uploadRefusal;
        state.documents = [listed];
        return { status: 201, body: uploaded };
      case 'POST /api/analyses/a9/start':
        return state.startReplies.shift() ?? { status: 202, body: { analysis: { id: 'a9', status: 'pending' } } };
      case 'GET /api/documents/d9/analysis':
        return { status: 200, body: state.analysis };
      case 'POST /api/payment/payg':
        return state.paygReply;
      case 'GET /api/payment/config':
        return { status: 200, body: { provider: 'sandbox', publishableKey: null, testMode: true } };
      case 'POST /api/payment/sandbox/confirm':
        return state.confirmReply;
      case 'POST /api/stripe/allocate-credits-automatically':
        return state.allocateReply;
      default:
        return { status: 404, body: { message: `no route ${route}` } };
    }
  });
  const calls = (route: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === route).map(([, init]) => init);
  return { state, fetchMock, calls };
}

async function uploadAndStart(file = new File(['%PDF-1.7 contract'], 'section-32.pdf', { type: 'application/pdf' })) {
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await userEvent.click(await screen.findByRole('button', { name: 'Upload your first property document' }));
  expect(screen.getByRole('heading', { name: 'Upload Document' })).toBeInTheDocument();
  await userEvent.upload(screen.getByTestId('upload-input'), file);
  expect(screen.getByTestId('chosen-file')).toHaveTextContent('section-32.pdf');
  await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
}

async function payWithCard(cardNumber: string) {
  // One step from the no-credits screen to the card form (issue 27).
  await userEvent.click(await screen.findByRole('button', { name: 'Pay A$3.00 Now' }));
  expect(await screen.findByText('Test mode')).toBeInTheDocument();
  expect(screen.getByText(/4242 4242 4242 4242/, { selector: 'span' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Card number'), cardNumber);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay A$3.00 and Start Analysis' }));
}

describe('dashboard', () => {
  it('shows the header menu, credits banner, legal notice and welcome placeholder', async () => {
    gateway({ credits: 3 });
    renderApp('/');
    // The first render loads the page's chunk: give a busy machine time.
    expect(await screen.findByText('3 credits available', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full disclaimer' })).toHaveAttribute('href', '/disclaimer');
    expect(screen.getByRole('heading', { name: 'Check a property before you sign' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu: Ada Lee' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Lee')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Change Password',
      'Subscription',
      'Help Centre',
      'Contact Us',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Help Centre' })).toHaveAttribute('href', '/help-centre');
  });
});

describe('upload → start → no credits', () => {
  it('uploads the file as multipart field document, selects it and shows the no-credits screen on 402', async () => {
    const { calls } = gateway();
    await uploadAndStart();

    expect(await screen.findByText(NO_CREDITS)).toBeInTheDocument();
    const form = calls('POST /api/documents')[0]!.body as FormData;
    expect((form.get('document') as File).name).toBe('section-32.pdf');
    expect(calls('POST /api/analyses/a9/start')).toHaveLength(1);

    expect(screen.getByText('Best Value')).toBeInTheDocument();
    expect(screen.getByText('One-time Payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute('href', '/subscription?tab=plans');
    expect(screen.getByRole('button', { name: 'Pay A$3.00 Now' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upload Document' })).not.toBeInTheDocument();
    // The new document is in the list and selected.
    const row = await screen.findByRole('button', { name: /^section-32\.pdf/ });
    expect(row).toHaveAttribute('aria-current', 'true');
  });

  it('names each file it refuses before sending, and why: type, size, empty', async () => {
    const { calls } = gateway();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload your first property document' }));
    const input = screen.getByTestId('upload-input');
    const setup = userEvent.setup({ applyAccept: false });
    const refusal = () => screen.getByTestId('upload-refusal');

    await setup.upload(input, new File(['x'], 'notes.log', { type: 'text/plain' }));
    expect(refusal()).toHaveTextContent('“notes.log” was not uploaded');
    expect(refusal()).toHaveTextContent(UPLOAD_REFUSALS.type);
    const huge = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 22 * 1024 * 1024 });
    await setup.upload(input, huge);
    expect(refusal()).toHaveTextContent('This file is 22 MB. The maximum size is 20 MB.');
    await setup.upload(input, new File([], 'blank.pdf', { type: 'application/pdf' }));
    expect(refusal()).toHaveTextContent(UPLOAD_REFUSALS.empty);
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Analysis' })).toBeDisabled();

    // A photo of a page is taken, and choosing it clears the refusal.
    await setup.upload(input, new File(['jpeg'], 'IMG_2041.JPG', { type: 'image/jpeg' }));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('IMG_2041.JPG');
    expect(screen.queryByTestId('upload-refusal')).not.toBeInTheDocument();
    expect(calls('POST /api/documents')).toHaveLength(0);
  });

  it('shows why the server refused a file, beside the file and in the Upload failed notice', async () => {
    gateway({ uploadRefusal: { status: 400, body: { message: UPLOAD_REFUSALS.passwordPdf, code: 'password_protected' } } });
    await uploadAndStart();
    expect(await screen.findByTestId('upload-refusal')).toHaveTextContent('“section-32.pdf” was not uploaded');
    expect(screen.getByTestId('upload-refusal')).toHaveTextContent(UPLOAD_REFUSALS.passwordPdf);
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    // The panel stays open so another file can be chosen.
    expect(screen.getByRole('heading', { name: 'Upload Document' })).toBeInTheDocument();
  });

  it('starts at once and says so when there is a credit', async () => {
    gateway({ credits: 1, startReplies: [] });
    await uploadAndStart();
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('Analysis is now processing...')).toBeInTheDocument();
    expect(await screen.findByText('Analysing Document...')).toBeInTheDocument();
    expect(screen.getByText('55%')).toBeInTheDocument();
  });

  it('the no-credits screen clears itself once the credits poll shows credits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { state } = gateway({ analysis: analysisResponse({ id: 'a9', status: 'pending', stage: null, progress: 0 }) });
      await uploadAndStart();
      expect(await screen.findByText(NO_CREDITS)).toBeInTheDocument();
      state.credits = 2;
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(screen.queryByText(NO_CREDITS)).not.toBeInTheDocument());
      // The waiting analysis can now be started from its document.
      expect(await screen.findByRole('button', { name: 'Start Analysis' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('pay-as-you-go with the sandbox card form', () => {
  afterEach(() => vi.useRealTimers());

  it('pays, allocates the credit, starts the waiting analysis and shows it', async () => {
    const { calls, state } = gateway();
    await uploadAndStart();
    state.credits = 0; // allocation and start keep the balance at 0 by the time the poll runs
    await payWithCard('4242 4242 4242 4242');

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('1 credit added to your account.')).toBeInTheDocument();
    expect(await screen.findByText('Analysing Document...')).toBeInTheDocument();

    expect(JSON.parse(calls('POST /api/payment/payg')[0]!.body as string)).toEqual({});
    expect(JSON.parse(calls('POST /api/payment/sandbox/confirm')[0]!.body as string)).toEqual({
      clientSecret: 'pi_1_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(JSON.parse(calls('POST /api/stripe/allocate-credits-automatically')[0]!.body as string)).toEqual({
      paymentIntentId: 'pi_1',
      metadata: { userId: 'u1', type: 'payg_credits', quantity: '1' },
    });
    expect(calls('POST /api/analyses/a9/start')).toHaveLength(2);
    // Paid without a redirect: nothing is left for a 3-D Secure return to start.
    expect(sessionStorage.getItem('doco.waitingAnalysis')).toBeNull();
  });

  it("a declined card shows 'Payment Failed' with the provider's message and stays on the form", async () => {
    const { calls } = gateway({
      confirmReply: {
        status: 200,
        body: {
          status: 'requires_payment_method',
          paymentIntentId: 'pi_1',
          error: { message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' },
        },
      },
    });
    await uploadAndStart();
    await payWithCard('4000 0000 0000 0002');

    // Beside the form, inside it: never a toast over the Pay button.
    const failure = await within(screen.getByRole('form', { name: 'Card details' })).findByRole('alert');
    expect(failure).toHaveTextContent('Payment Failed');
    expect(failure).toHaveTextContent('Your card was declined.');
    expect(screen.getAllByText('Payment Failed')).toHaveLength(1);
    expect(calls('POST /api/stripe/allocate-credits-automatically')).toHaveLength(0);
    expect(calls('POST /api/analyses/a9/start')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay A$3.00 and Start Analysis' })).toBeEnabled();
    // Kept for a 3-D Secure redirect (the return page starts it), and forgotten on Cancel.
    expect(JSON.parse(sessionStorage.getItem('doco.waitingAnalysis')!)).toMatchObject({ analysisId: 'a9', documentName: 'section-32.pdf' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem('doco.waitingAnalysis')).toBeNull();
  });

  it("falls back to 'Payment could not be processed' when the provider gives no message", async () => {
    gateway({ confirmReply: { status: 200, body: { status: 'requires_payment_method', paymentIntentId: 'pi_1' } } });
    await uploadAndStart();
    await payWithCard('4242 4242 4242 4242');
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Payment could not be processed')).toBeInTheDocument();
  });

  it('shows a Payment Setup Error with the server message when the payment cannot be created', async () => {
    gateway({ paygReply: { status: 503, body: { message: 'Payments are unavailable right now.' } } });
    await uploadAndStart();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay A$3.00 Now' }));
    expect(await screen.findByText('Payment Setup Error')).toBeInTheDocument();
    expect(screen.getByText('Payments are unavailable right now.')).toBeInTheDocument();
  });

  it('proceeds when allocation fails, and reports a start that fails after payment', async () => {
    gateway({
      allocateReply: { status: 500, body: 'down' },
      startReplies: [
        { status: 402, body: { message: NO_CREDITS } },
        { status: 402, body: { message: NO_CREDITS } },
      ],
    });
    await uploadAndStart();
    await payWithCard('4242 4242 4242 4242');
    expect(await screen.findByText('Failed to start analysis after payment')).toBeInTheDocument();
  });
});

describe('issue 27: the dashboard greets and offers upload once', () => {
  it('says "Welcome" on the first sign-in and "Welcome back" after it', async () => {
    gateway({ me: { ...user, firstSignIn: true } });
    const { unmount } = renderApp('/');
    expect(await screen.findByText(`Welcome, ${user.firstName} ${user.lastName}.`)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    unmount();

    gateway();
    renderApp('/');
    expect(await screen.findByText(`Welcome back, ${user.firstName} ${user.lastName}.`)).toBeInTheDocument();
  });

  it('has one Upload button with no documents, and Upload in both places once there are some', async () => {
    gateway();
    const { unmount } = renderApp('/');
    await screen.findByRole('button', { name: 'Upload your first property document' });
    expect(screen.getAllByRole('button', { name: /upload/i }).map((b) => b.textContent)).toEqual(['Upload your first property document']);
    unmount();

    gateway({ documents: [listed] });
    renderApp('/');
    await screen.findByRole('list', { name: 'Documents' });
    expect(screen.getAllByRole('button', { name: /^upload/i }).map((b) => b.textContent)).toEqual(['Upload', 'Upload Document']);
  });
});
