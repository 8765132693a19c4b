import type { ItemRef } from '@doco/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithClient } from '@/test/render-with-client';
import { CompletedResults } from '../completed/completed-results.tsx';

/** The gateway's hidden-items and error-reports routes for analysis a1, answering from memory. */
function gateway(initiallyHidden: ItemRef[] = []) {
  const state = { hidden: [...initiallyHidden], reports: [] as unknown[] };
  const fetchMock = mockFetch((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (route === 'GET /api/analyses/a1/hidden-items') return { status: 200, body: { items: state.hidden } };
    if (route === 'POST /api/analyses/a1/error-reports') {
      state.reports.push(body);
      if (body.hide) state.hidden.push({ kind: body.item.kind, key: body.item.key });
      return { status: 201, body: { id: 'r1', createdAt: '2026-03-03T12:00:00.000Z', hiddenItems: state.hidden } };
    }
    if (route === 'PUT /api/analyses/a1/hidden-items') {
      state.hidden = state.hidden.filter((h) => !(h.kind === body.item.kind && h.key === body.item.key));
      if (body.hidden) state.hidden.push(body.item);
      return { status: 200, body: { items: state.hidden } };
    }
    return { status: 404, body: { message: `no route ${route}` } };
  });
  return { state, fetchMock };
}

const renderReport = () => renderWithClient(<CompletedResults result={analysisResponse()} title="richmond-s32.pdf" documentId="d1" />);
const concernCard = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe("'This looks wrong'", () => {
  it('names the report by the address with the file name under it', () => {
    gateway();
    renderReport();
    expect(screen.getByRole('heading', { level: 2, name: '1 Test Street, Richmond VIC 3121' })).toBeInTheDocument();
    expect(screen.getByText('richmond-s32.pdf')).toBeInTheDocument();
  });

  it('sends a concern with its quote and page, the chosen reason and the note', async () => {
    const { state } = gateway();
    renderReport();
    const card = concernCard('Easement along the rear boundary');
    await userEvent.click(within(card).getByRole('button', { name: /This looks wrong/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This looks wrong' });
    expect(dialog).toHaveTextContent('Tell us what is wrong with “Easement along the rear boundary”.');
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      "The document doesn't say this",
      'Wrong page or quote',
      'Wrong amount or date',
      'Wrong risk level',
      'Other',
    ]);

    // Without a reason nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what looks wrong.');
    expect(state.reports).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong page or quote' }));
    await userEvent.type(within(dialog).getByLabelText('Add a note (optional)'), 'It is on page 4.');
    expect(within(dialog).getByText('16 of 1000 characters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(state.reports).toEqual([
      {
        item: { kind: 'concern', key: 'c1', title: 'Easement along the rear boundary', quote: 'E-1 Drainage easement 2.44 metres wide', page: 3 },
        reason: 'wrong-quote',
        note: 'It is on page 4.',
        hide: false,
      },
    ]);
    expect(await screen.findByText('Thank you for telling us')).toBeInTheDocument();
    // Not hidden: the concern stays.
    expect(screen.getByRole('heading', { name: 'Easement along the rear boundary' })).toBeInTheDocument();
  });

  it('reports a key date with its quote and page', async () => {
    const { state } = gateway();
    renderReport();
    const timeline = screen.getByRole('list', { name: 'Key dates timeline' });
    const settlement = within(timeline).getByText('Settlement').closest('li')!;
    await userEvent.click(within(settlement).getByRole('button', { name: /This looks wrong/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong amount or date' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(state.reports).toHaveLength(1));
    expect(state.reports[0]).toMatchObject({ item: { kind: 'key-date', key: 'settlement', title: 'Settlement', quote: 'Settlement: 15/06/2026', page: 1 }, reason: 'wrong-amount-or-date' });
  });

  it('Cancel closes the dialog and sends nothing', async () => {
    const { state } = gateway();
    renderReport();
    await userEvent.click(within(concernCard('Unpaid council rates')).getByRole('button', { name: /This looks wrong/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(state.reports).toEqual([]);
  });
});

describe('hidden items', () => {
  it('hides the reported concern when asked, then "Show 1 hidden item" lists it and puts it back', async () => {
    gateway();
    renderReport();
    await userEvent.click(within(concernCard('Easement along the rear boundary')).getByRole('button', { name: /This looks wrong/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: "The document doesn't say this" }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Hide this from my report/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Easement along the rear boundary' })).not.toBeInTheDocument());
    // Its question for the vendor's solicitor goes with it.
    expect(screen.queryByText(/Is any structure built on or within the easement/)).not.toBeInTheDocument();
    expect(screen.getByText('1 item is hidden from this report and its PDF.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show 1 hidden item' }));
    const list = screen.getByRole('list', { name: 'Items hidden from your report' });
    expect(list).toHaveTextContent('Easement along the rear boundary');
    await userEvent.click(within(list).getByRole('button', { name: 'Show in my report again' }));
    expect(await screen.findByRole('heading', { name: 'Easement along the rear boundary' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hidden items' })).not.toBeInTheDocument();
  });

  it('leaves hidden facts and key dates out, and counts them', async () => {
    gateway([
      { kind: 'fact', key: 'zoning' },
      { kind: 'key-date', key: 'settlement' },
    ]);
    renderReport();
    expect(await screen.findByRole('button', { name: 'Show 2 hidden items' })).toBeInTheDocument();
    expect(screen.queryByText('General Residential Zone')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Key dates timeline' })).queryByText('Settlement')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 hidden items' }));
    const list = screen.getByRole('list', { name: 'Items hidden from your report' });
    expect(within(list).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Zoning', 'Settlement']);
  });
});
