import type { SharedReportResponse } from '@doco/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { analysisResponse } from '@/test/fixtures/analysis';
import { mockFetch } from '@/test/fetch-mock';
import { createQueryClient } from '@/lib/query-client';
import { SharedReportPage } from './shared-report-page.tsx';

const TOKEN = 'k3Jd9sLq0vXw2ZbN7pRt5YhG8mCe1UaF4oIy6TnBxQs';

const shared = (over: Partial<SharedReportResponse> = {}): SharedReportResponse => {
  const report = analysisResponse();
  return {
    report: { ...report, analysis: { ...report.analysis, id: 'share-1' }, reportUrl: `/api/shared/${TOKEN}/report.pdf`, signingDate: null, remindersEnabled: false },
    documentName: 'richmond-s32.pdf',
    expiresAt: '2026-12-08T01:00:00.000Z',
    notesShown: false,
    buyerNotes: [],
    ...over,
  };
};

function openPage(reply: { status: number; body: unknown }) {
  const fetchMock = mockFetch((url) => (url === `/api/shared/${TOKEN}` ? reply : { status: 404, body: { message: 'no route' } }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/shared/${TOKEN}`]}>
        <Routes>
          <Route path="/shared/:token" element={<SharedReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('a shared report (signed out)', () => {
  it('shows the report read-only under a banner naming it a copy shared by the buyer, with its expiry', async () => {
    const fetchMock = openPage({ status: 200, body: shared() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared report' })).toBeInTheDocument();
    expect(screen.getByText(/read-only copy of a Doco report, shared by the buyer/)).toHaveTextContent(/works until 8 Dec 2026/);
    expect(screen.getByRole('heading', { name: 'Easement along the rear boundary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF report' })).toHaveAttribute('href', `/api/shared/${TOKEN}/report.pdf`);
    // Nothing that writes: no 'This looks wrong', hiding, signing date, reminders, sharing or account.
    for (const name of [/This looks wrong/, /Hidden items/, /Save/, /reminder/i, /Share with your conveyancer/, /Sign out/, /Log in/i]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByLabelText(/signed/i)).toBeNull();
    expect(screen.queryByRole('heading', { name: "The buyer's notes" })).toBeNull();
    // The page asked for the shared report only: not the hidden items, the user or anything else.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`/api/shared/${TOKEN}`]);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it("shows the buyer's notes and signing date when the buyer included them", async () => {
    openPage({
      status: 200,
      body: shared({
        notesShown: true,
        report: { ...shared().report, signingDate: '2026-11-20' },
        buyerNotes: [{ itemTitle: 'Unpaid council rates', reason: 'wrong-amount-or-date', note: 'The notice says $2,100, not $2,345.', createdAt: '2026-11-25T02:00:00.000Z' }],
      }),
    });
    const notes = await screen.findByRole('region', { name: "The buyer's notes" });
    expect(notes).toHaveTextContent('The buyer signed the contract on 20 Nov 2026.');
    const item = within(notes).getByRole('listitem');
    expect(item).toHaveTextContent('Unpaid council rates');
    expect(item).toHaveTextContent('Wrong amount or date, 25 Nov 2026');
    expect(item).toHaveTextContent('The notice says $2,100, not $2,345.');
  });

  it('says the link does not open a report when it is revoked, expired or unknown (404)', async () => {
    openPage({ status: 404, body: { message: 'This shared report is not available.', code: 'not_found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared report not found' })).toBeInTheDocument();
    expect(screen.getByText(/may have expired or been revoked/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Easement along the rear boundary' })).toBeNull();
  });
});
