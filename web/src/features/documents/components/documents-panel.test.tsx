import type { DocumentListItem } from '@doco/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, mockPendingFetch } from '@/test/fetch-mock';
import { renderWithClient } from '@/test/render-with-client';
import { aUser } from '@/test/users';
import { DocumentsPanel } from './documents-panel.tsx';

const user = aUser();

function doc(n: number, status: 'completed' | 'processing' | 'failed' | 'pending' = 'completed'): DocumentListItem {
  return {
    id: `d${n}`,
    originalName: `contract-${n}.pdf`,
    createdAt: '2026-03-03T12:00:00.000Z',
    size: 1000,
    mimeType: 'application/pdf',
    analysis: { id: `a${n}`, status },
    address: null,
    documentType: null,
  };
}

type Handler = Parameters<typeof mockFetch>[0];
function serve(documents: DocumentListItem[], onDelete: Handler = () => ({ status: 200, body: { message: 'Document deleted' } })) {
  return mockFetch((url, init) => {
    if (url === '/api/user/documents') return { status: 200, body: documents };
    if (init?.method === 'DELETE') return onDelete(url, init);
    return { status: 404, body: 'Not found' };
  });
}

function renderPanel(props: Partial<Parameters<typeof DocumentsPanel>[0]> = {}) {
  const handlers = { onSelect: vi.fn(), onUpload: vi.fn(), onDeleted: vi.fn() };
  renderWithClient(<DocumentsPanel selectedId={null} {...handlers} {...props} />, { user });
  return handlers;
}

const deleteCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter((c) => c[1]?.method === 'DELETE').map((c) => c[0]);

describe('Your Documents list', () => {
  it('shows 3 placeholder rows while loading', () => {
    mockPendingFetch();
    renderPanel();
    expect(screen.getAllByTestId('document-skeleton')).toHaveLength(3);
  });

  it('shows the empty state with its upload button', async () => {
    serve([]);
    const { onUpload } = renderPanel();
    expect(await screen.findByText('No property documents uploaded yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload your first property document' }));
    expect(onUpload).toHaveBeenCalled();
  });

  it("shows name, date and 'Analysis saved' per row, and selects a row on click", async () => {
    serve([doc(1), doc(2, 'processing')]);
    const { onSelect } = renderPanel({ selectedId: 'd2' });
    const rows = within(await screen.findByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('contract-1.pdf')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3 Mar 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Analysis saved')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Analysing...')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: /^contract-2\.pdf/ })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^contract-1\.pdf/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
  });

  it("names an analysed row by the property's address, with the file name, the document's kind in words and the date", async () => {
    serve([{ ...doc(1), address: '8 Banksia Court, Ballarat VIC 3350', documentType: 'section32' }]);
    renderPanel();
    const row = (await screen.findByText('8 Banksia Court, Ballarat VIC 3350')).closest('li')!;
    expect(within(row).getByText('contract-1.pdf')).toBeInTheDocument();
    expect(within(row).getByText('Section 32 statement')).toBeInTheDocument();
    expect(within(row).getByText('3 Mar 2026')).toBeInTheDocument();
    expect(row.textContent).not.toContain('section32');
  });

  it('scrolls only above 3 documents', async () => {
    serve([doc(1), doc(2), doc(3)]);
    renderPanel();
    expect(await screen.findByRole('list', { name: 'Documents' })).toHaveAttribute('data-scrolls', 'false');
  });

  it('scrolls with 4 documents', async () => {
    serve([doc(1), doc(2), doc(3), doc(4)]);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(list).toHaveAttribute('data-scrolls', 'true');
    expect(list).toHaveClass('overflow-y-auto');
  });
});

describe('deleting one document', () => {
  it('asks with the exact confirmation, deletes, and says so', async () => {
    const fetchMock = serve([doc(1), doc(2)]);
    const { onDeleted } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contract-1.pdf' }));

    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this document? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    expect(screen.getByText('The document and its analysis have been permanently deleted.')).toBeInTheDocument();
    expect(deleteCalls(fetchMock)).toEqual(['/api/documents/d1']);
    expect(onDeleted).toHaveBeenCalledWith(['d1']);
  });

  it('deletes nothing on Cancel', async () => {
    const fetchMock = serve([doc(1)]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contract-1.pdf' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteCalls(fetchMock)).toEqual([]);
  });

  it('reports a failed delete', async () => {
    serve([doc(1)], () => ({ status: 500, body: 'boom' }));
    const { onDeleted } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contract-1.pdf' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the document. Please try again.')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('Delete Multiple', () => {
  it('toggles Select All / Deselect All and keeps Delete Selected disabled at 0', async () => {
    serve([doc(1), doc(2), doc(3)]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Multiple' }));

    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getAllByRole('checkbox').every((c) => c.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete Selected (3)' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /contract-2\.pdf/ }));
    expect(screen.getByRole('button', { name: 'Delete Selected (1)' })).toBeEnabled();

    // Leaving the mode clears the selection.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Multiple' }));
    expect(screen.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();
  });

  it('confirms with the plural, deletes in parallel and says how many went', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = serve([doc(1), doc(2), doc(3)], async () => {
      await gate;
      return { status: 200, body: { message: 'Document deleted' } };
    });
    const { onDeleted } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Multiple' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /contract-1\.pdf/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /contract-3\.pdf/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));

    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete these 2 documents? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // Both requests are out before either answers.
    await waitFor(() => expect(deleteCalls(fetchMock)).toEqual(['/api/documents/d1', '/api/documents/d3']));
    release();

    expect(await screen.findByText('Documents deleted')).toBeInTheDocument();
    expect(screen.getByText('Successfully deleted 2 documents')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(['d1', 'd3']);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('reports when some could not be deleted', async () => {
    serve([doc(1), doc(2)], (url) => (url.endsWith('/d2') ? { status: 500, body: 'boom' } : { status: 200, body: {} }));
    const { onDeleted } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Multiple' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete some documents. Please try again.')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(['d1']);
  });
});
