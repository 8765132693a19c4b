import type { ComparedAnalysis } from '@doco/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { stubMatchMedia } from '@/test/render-with-client';
import { aUser } from '@/test/users';

// /compare?ids=... (issue 28): the buyer's analyses side by side.

const creek: ComparedAnalysis = {
  id: 'a1',
  documentId: 'd1',
  documentName: 'creek-road-contract',
  completedAt: '2026-11-20T10:00:00.000Z',
  property: { address: '3 Creek Road, Warrnambool VIC 3280', purchasePrice: '$640,000', deposit: '$64,000 (10% of the price)', settlementDate: '12 Mar 2027' },
  overallRisk: 'high',
  costs: { totalUpfront: 3_500_050, totalOngoing: 310_000, totalInvestment: 67_810_050, transferDuty: 3_347_000 },
  concerns: [
    { id: 'c1', kind: 'flood_overlay', title: 'Land subject to inundation overlay (kind: flood_overlay)', severity: 'high' },
    { id: 'c2', kind: 'zoning', title: 'General Residential Zone', severity: 'low' },
  ],
  checked: [{ kind: 'third_party_caveat', title: 'No caveats on title' }],
  couldNotConfirm: [],
  keyDates: [
    { kind: 'settlement', label: 'Settlement', date: '2027-03-12', rule: null },
    { kind: 'cooling-off-ends', label: 'Cooling-off ends', date: null, rule: { count: 3, unit: 'business-days' } },
  ],
  vendorQuestions: [{ question: 'Has the land flooded since 2010?', concernId: 'c1' }],
  hiddenItems: [],
};
const ridge: ComparedAnalysis = {
  id: 'a2',
  documentId: 'd2',
  documentName: 'ridge-street-s32',
  completedAt: '2026-11-21T10:00:00.000Z',
  property: { address: null, purchasePrice: null, deposit: null, settlementDate: null },
  overallRisk: 'medium',
  costs: { totalUpfront: null, totalOngoing: null, totalInvestment: null, ongoingNotStated: ['council rates'], transferDuty: null },
  concerns: [{ id: 'c3', kind: 'third_party_caveat', title: 'Caveat lodged by a private lender', severity: 'critical' }],
  checked: [],
  couldNotConfirm: [{ kind: 'flood_overlay', item: 'Flood overlay: see attached' }],
  keyDates: [{ kind: 'settlement', label: 'Settlement', date: null, rule: null }],
  vendorQuestions: [],
  hiddenItems: [],
};

type Reply = { status: number; body?: unknown };
function server(compare: Reply) {
  return mockFetch((url): Reply => {
    if (url === '/api/auth/user') return { status: 200, body: aUser() };
    if (url.startsWith('/api/analyses/compare?')) return compare;
    return { status: 404, body: { message: 'Not found' } };
  });
}

let unstub: (() => void) | undefined;
afterEach(() => unstub?.());

describe('ComparePage', () => {
  it('shows the properties as table columns on wide screens, money from cents, risk rows by label with their levels, and links each cell to its report', async () => {
    unstub = stubMatchMedia(true);
    const fetchMock = server({ status: 200, body: { analyses: [creek, ridge] } });
    renderApp('/compare?ids=a1,a2');
    const table = await screen.findByRole('table', { name: 'The properties side by side' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/analyses/compare?ids=a1,a2')).toBe(true);
    expect(screen.queryByTestId('comparison-cards')).not.toBeInTheDocument();

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([expect.stringContaining('3 Creek Road'), expect.stringContaining('ridge-street-s32')]);
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(within(row('Purchase price')).getAllByRole('cell').map((c) => c.textContent)).toEqual([expect.stringContaining('$640,000'), 'Not specified in contract']);
    expect(within(row('Transfer (stamp) duty')).getAllByRole('cell')[0]).toHaveTextContent('A$33,470.00');
    expect(within(row('Total upfront costs')).getAllByRole('cell')[0]).toHaveTextContent('A$35,000.50');
    expect(within(row('Total upfront costs')).getAllByRole('cell')[1]).toHaveTextContent('Not known');

    // The risk kinds by their labels, the worst first; never a kind key, never the info kind 'zoning'.
    const risks = within(table).getAllByRole('row').map((r) => r.querySelector('th')?.textContent);
    expect(risks.indexOf('Caveat by a third party')).toBeLessThan(risks.indexOf('Flood overlay'));
    expect(table.textContent).not.toMatch(/flood_overlay|third_party_caveat|General Residential Zone/);
    const flood = within(row('Flood overlay')).getAllByRole('cell');
    expect(flood[0]).toHaveTextContent('High risk');
    expect(flood[0]).toHaveTextContent('Land subject to inundation overlay');
    expect(flood[1]).toHaveTextContent('Could not confirm');
    const caveat = within(row('Caveat by a third party')).getAllByRole('cell');
    expect(caveat[0]).toHaveTextContent('Checked: No caveats on title');
    expect(caveat[1]).toHaveTextContent('Critical risk');

    // Key dates by kind; a date counted from signing says so.
    expect(within(row('Cooling-off ends')).getAllByRole('cell').map((c) => c.textContent)).toEqual([expect.stringContaining('Counted from the day you sign'), 'Not in this document']);
    expect(within(row('Settlement')).getAllByRole('cell')[0]).toHaveTextContent('12 Mar 2027');
    expect(within(row('Questions to ask')).getAllByRole('cell')[0]).toHaveTextContent('Has the land flooded since 2010?');

    // Each cell's link opens that property's report, and names the property for a screen reader.
    const link = within(flood[0]!).getByRole('link', { name: 'High risk, report for 3 Creek Road, Warrnambool VIC 3280' });
    expect(link).toHaveAttribute('href', '/reports/a1');
    expect(within(caveat[1]!).getByRole('link')).toHaveAttribute('href', '/reports/a2');
  });

  it('stacks one card per property on narrow screens, with every row in each', async () => {
    unstub = stubMatchMedia(false);
    server({ status: 200, body: { analyses: [creek, ridge] } });
    renderApp('/compare?ids=a1,a2');
    const cards = [...(await screen.findByTestId('comparison-cards')).children] as HTMLElement[];
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('3 Creek Road, Warrnambool VIC 3280');
    expect(within(cards[1]!).getByRole('heading', { level: 2 })).toHaveTextContent('ridge-street-s32');
    for (const card of cards) {
      for (const label of ['Purchase price', 'Transfer (stamp) duty', 'Flood overlay', 'Caveat by a third party', 'Settlement', 'Questions to ask']) {
        expect(within(card).getByText(label, { selector: 'dt' })).toBeInTheDocument();
      }
    }
    expect(within(cards[0]!).getByRole('link', { name: /^A\$33,470\.00/ })).toHaveAttribute('href', '/reports/a1');
    expect(within(cards[1]!).getByText('No questions')).toBeInTheDocument();
  });

  it('leaves out what the buyer hid from a report, as the report does, and says so under its name', async () => {
    unstub = stubMatchMedia(true);
    const hid: ComparedAnalysis = {
      ...creek,
      hiddenItems: [
        { kind: 'concern', key: 'c1' },
        { kind: 'fact', key: 'purchasePrice' },
        { kind: 'key-date', key: 'settlement' },
      ],
    };
    server({ status: 200, body: { analyses: [hid, ridge] } });
    renderApp('/compare?ids=a1,a2');
    const table = await screen.findByRole('table');
    const row = (label: string) => within(table).queryByRole('rowheader', { name: label })?.closest('tr');
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('3 items you hid are left out');
    expect(within(row('Purchase price')!).getAllByRole('cell')[0]).toHaveTextContent('Left out at your request');
    expect(within(row('Settlement')!).getAllByRole('cell')[0]).toHaveTextContent('Left out at your request');
    // The flood overlay was the first's only; hidden there, it is no row at all, and its question goes with it.
    expect(row('Flood overlay')).toBeUndefined();
    expect(table).not.toHaveTextContent('Has the land flooded since 2010?');
    expect(table).not.toHaveTextContent('Land subject to inundation overlay');
  });

  it("says why when an analysis is not the buyer's or not completed, with the way back", async () => {
    server({ status: 409, body: { message: '“ridge-street-s32” is not analysed yet. Only completed analyses can be compared.', code: 'analysis_not_ready' } });
    renderApp('/compare?ids=a1,a2');
    expect(await screen.findByRole('alert')).toHaveTextContent('“ridge-street-s32” is not analysed yet.');
    expect(screen.getByRole('heading', { name: 'Not ready to compare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your documents' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the server fails, and loads on retry', async () => {
    unstub = stubMatchMedia(true);
    let replies: Reply[] = [{ status: 500, body: { message: 'Internal error (request r1)', code: 'internal' } }, { status: 200, body: { analyses: [creek, ridge] } }];
    mockFetch((url): Reply => {
      if (url === '/api/auth/user') return { status: 200, body: aUser() };
      const [next, ...rest] = replies;
      replies = rest;
      return next!;
    });
    renderApp('/compare?ids=a1,a2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The comparison could not be loaded. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks for two or three properties when fewer than two or more than three are in the address, without asking the server', async () => {
    const fetchMock = server({ status: 200, body: { analyses: [creek, ridge] } });
    const { router } = renderApp('/compare?ids=a1');
    expect(await screen.findByRole('heading', { name: 'Choose two or three properties' })).toBeInTheDocument();
    await router.navigate('/compare?ids=a1,a2,a3,a4');
    expect(await screen.findByRole('heading', { name: 'Compare at most 3 properties' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/analyses/compare'))).toBe(false);
  });
});
