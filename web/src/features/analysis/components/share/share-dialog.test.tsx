import type { ReportShare } from '@doco/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithClient } from '@/test/render-with-client';
import { CompletedResults } from '../completed/completed-results.tsx';

const TOKEN = 'k3Jd9sLq0vXw2ZbN7pRt5YhG8mCe1UaF4oIy6TnBxQs';

const link = (over: Partial<ReportShare>): ReportShare => ({
  id: 's1',
  createdAt: '2026-12-01T01:00:00.000Z',
  expiresAt: '2026-12-08T01:00:00.000Z',
  revokedAt: null,
  status: 'active',
  hideNotes: true,
  openCount: 0,
  lastOpenedAt: null,
  opens: [],
  ...over,
});

/** The gateway's share routes for analysis a1, answering from memory. */
function gateway(initial: ReportShare[] = []) {
  const state = { shares: [...initial], created: [] as unknown[], revoked: [] as string[] };
  const fetchMock = mockFetch((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    if (route === 'GET /api/analyses/a1/hidden-items') return { status: 200, body: { items: [] } };
    if (route === 'GET /api/analyses/a1/shares') return { status: 200, body: { shares: state.shares } };
    if (route === 'POST /api/analyses/a1/shares') {
      const body = JSON.parse(String(init?.body));
      state.created.push(body);
      const share = link({ id: 's-new', createdAt: '2026-12-02T03:00:00.000Z', hideNotes: body.hideNotes });
      state.shares = [share, ...state.shares];
      return { status: 201, body: { share, path: `/shared/${TOKEN}` } };
    }
    const revoke = /^DELETE \/api\/analyses\/a1\/shares\/(.+)$/.exec(route);
    if (revoke) {
      state.revoked.push(revoke[1]!);
      state.shares = state.shares.map((s) => (s.id === revoke[1] ? { ...s, status: 'revoked', revokedAt: '2026-12-02T04:00:00.000Z' } : s));
      return { status: 204 };
    }
    return { status: 404, body: { message: `no route ${route}` } };
  });
  return { state, fetchMock };
}

const openDialog = async () => {
  renderWithClient(<CompletedResults result={analysisResponse()} title="richmond-s32.pdf" documentId="d1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Share with your conveyancer' }));
  return screen.findByRole('alertdialog', { name: 'Share with your conveyancer' });
};

describe("'Share with your conveyancer'", () => {
  it('asks nothing of the server until it is opened', () => {
    const { fetchMock } = gateway();
    renderWithClient(<CompletedResults result={analysisResponse()} title="richmond-s32.pdf" documentId="d1" />);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/analyses/a1/shares');
  });

  it('makes a link for the chosen days with notes hidden by default, and shows it once with a copy button', async () => {
    const { state } = gateway();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('You have not shared this report yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Hide my notes' })).toBeChecked();

    const days = within(dialog).getByLabelText('Days the link works');
    expect(days).toHaveValue(7);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a whole number of days from 1 to 30.');
    expect(state.created).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const address = await within(dialog).findByLabelText('Your new link');
    expect(state.created).toEqual([{ days: 3, hideNotes: true }]);
    expect(address).toHaveValue(`${window.location.origin}/shared/${TOKEN}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/${TOKEN}`);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The list now has the new link.
    expect(await within(dialog).findByRole('listitem', { name: /Link created 2 Dec 2026/ })).toBeInTheDocument();
  });

  it('sends the notes when the buyer unticks Hide my notes', async () => {
    const { state } = gateway();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Hide my notes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByLabelText('Your new link');
    expect(state.created).toEqual([{ days: 7, hideNotes: false }]);
  });

  it('lists the links with their openings, and revokes one', async () => {
    const { state } = gateway([
      link({
        id: 's1',
        hideNotes: false,
        openCount: 2,
        lastOpenedAt: '2026-12-01T05:30:00.000Z',
        opens: [
          { openedAt: '2026-12-01T05:30:00.000Z', part: 'pdf', browser: 'Firefox on Linux', network: 'a1b2c3' },
          { openedAt: '2026-12-01T05:29:00.000Z', part: 'report', browser: 'Firefox on Linux', network: 'a1b2c3' },
        ],
      }),
      link({ id: 's0', createdAt: '2026-11-20T01:00:00.000Z', expiresAt: '2026-11-21T01:00:00.000Z', status: 'expired' }),
    ]);
    const dialog = await openDialog();
    const first = await within(dialog).findByRole('listitem', { name: 'Link created 1 Dec 2026' });
    expect(first).toHaveTextContent('Working');
    expect(first).toHaveTextContent('Your notesShown');
    expect(first).toHaveTextContent(/Opened2 times, last 1 Dec 2026/);
    const openings = within(first).getByRole('list', { name: 'Openings of this link' });
    expect(within(openings).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Downloaded the PDF, Firefox on Linux, network a1b2c3$/),
      expect.stringMatching(/Viewed the report, Firefox on Linux, network a1b2c3$/),
    ]);
    const expired = within(dialog).getByRole('listitem', { name: 'Link created 20 Nov 2026' });
    expect(expired).toHaveTextContent('Expired');
    expect(expired).toHaveTextContent('OpenedNot yet');
    expect(within(expired).queryByRole('button', { name: /Revoke/ })).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'Revoke the link created 1 Dec 2026' }));
    expect(await within(first).findByRole('status')).toHaveTextContent('Link revoked. Anyone opening it now sees that it is not available.');
    await waitFor(() => expect(within(first).getByText('Revoked', { selector: 'span' })).toBeInTheDocument());
    expect(state.revoked).toEqual(['s1']);
    expect(within(first).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
