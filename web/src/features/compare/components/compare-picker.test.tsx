import type { DocumentListItem } from '@doco/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { aUser } from '@/test/users';
import { ComparePicker } from './compare-picker.tsx';

// The dashboard's 'Compare properties' card (issue 28).

const doc = (n: number, status: 'completed' | 'processing' | 'failed', address: string | null = null): DocumentListItem => ({
  id: `d${n}`,
  originalName: `contract-${n}.pdf`,
  createdAt: '2026-11-20T10:00:00.000Z',
  size: 1000,
  mimeType: 'application/pdf',
  analysis: { id: `a${n}`, status },
  address,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPicker(documents: DocumentListItem[]) {
  const fetchMock = mockFetch((url) => (url === '/api/user/documents' ? { status: 200, body: documents } : { status: 404, body: { message: 'Not found' } }));
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.authUser, aUser());
  const router = createMemoryRouter(
    [
      { path: '/', element: <ComparePicker /> },
      { path: '/compare', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, queryClient };
}

describe('ComparePicker', () => {
  it('ticks only completed analyses; Compare opens at two or three, and a fourth cannot be ticked', async () => {
    const user = userEvent.setup();
    renderPicker([doc(1, 'completed', '3 Creek Road, Warrnambool VIC 3280'), doc(2, 'processing'), doc(3, 'completed'), doc(4, 'completed'), doc(5, 'failed'), doc(6, 'completed')]);
    const card = await screen.findByRole('region', { name: 'Compare properties' });
    const boxes = within(card).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('id'))).toEqual(['compare-a1', 'compare-a3', 'compare-a4', 'compare-a6']);
    // Named by the address when the analysis read one, else by the file.
    expect(within(card).getByRole('checkbox', { name: '3 Creek Road, Warrnambool VIC 3280' })).toBeInTheDocument();
    expect(within(card).queryByRole('checkbox', { name: 'contract-2.pdf' })).not.toBeInTheDocument();

    const compare = within(card).getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    expect(within(card).getByText('Tick 2 or 3 properties.')).toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'contract-4.pdf' }));
    expect(within(card).getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
    expect(within(card).getByText('Tick one more property to compare.')).toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: '3 Creek Road, Warrnambool VIC 3280' }));
    expect(within(card).getByRole('button', { name: 'Compare (2)' })).toBeEnabled();
    await user.click(within(card).getByRole('checkbox', { name: 'contract-6.pdf' }));
    expect(within(card).getByText('3 chosen: the most you can compare at once.')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'contract-3.pdf' })).toBeDisabled();
    // Unticking one frees a place again.
    await user.click(within(card).getByRole('checkbox', { name: 'contract-6.pdf' }));
    expect(within(card).getByRole('checkbox', { name: 'contract-3.pdf' })).toBeEnabled();

    // In the order ticked.
    await user.click(within(card).getByRole('button', { name: 'Compare (2)' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/compare?ids=a4,a1');
  });

  it('explains when fewer than two analyses are complete, with no Compare button', async () => {
    renderPicker([doc(1, 'completed'), doc(2, 'processing')]);
    const card = await screen.findByRole('region', { name: 'Compare properties' });
    expect(within(card).getByText('One of your documents is analysed. Analyse another to compare them side by side.')).toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not shown before the buyer has any document', async () => {
    const { queryClient } = renderPicker([]);
    // The list has loaded, empty: nothing is rendered.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.documentList)).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Compare properties' })).not.toBeInTheDocument();
  });
});
