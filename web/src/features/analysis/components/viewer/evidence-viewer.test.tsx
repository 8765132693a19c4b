import type { ConcernDto, DocumentText } from '@doco/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithClient } from '@/test/render-with-client';
import { ConcernCard } from '../completed/concern-card.tsx';
import { EvidenceViewerProvider } from './evidence-viewer.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const concern: ConcernDto = {
  id: 'c1',
  category: 'legal',
  severity: 'high',
  title: 'A caveat is lodged on the title',
  description: 'Someone claims an interest in the land.',
  location: 'Page 2, Title search',
  confidence: 90,
  context: 'Caveat AX123456 lodged by Pelican Finance Pty Ltd',
  source: 'rules',
  kind: null,
};

const TEXT: DocumentText = {
  kind: 'docx',
  pages: [
    { page: 1, text: "Vendor's statement\nLand: 11 Wren Close" },
    { page: 2, text: 'Title search\nCaveat AX123456 lodged\nby Pelican Finance Pty Ltd on 2 May 2024\nNo mortgage is registered.' },
  ],
  scannedPages: [],
};

function renderReport(options: { concern?: ConcernDto; scannedPages?: { page: number; confidence: number }[] } = {}) {
  return renderWithClient(
    <EvidenceViewerProvider documentId="d1" documentName="Contract of Sale.docx" scannedPages={options.scannedPages ?? []}>
      <ul>
        <ConcernCard concern={options.concern ?? concern} />
      </ul>
    </EvidenceViewerProvider>,
  );
}

const pageLink = () => screen.getByRole('button', { name: 'Page 2, Title search (show in the document)' });
const marks = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll('mark')).map((m) => m.textContent);

describe('page links and the document viewer', () => {
  it('opens a Word document at the page the concern names, the quote highlighted across lines, with page navigation', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const fetch = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderReport();
    await user.click(pageLink());

    const dialog = screen.getByRole('dialog', { name: 'Contract of Sale.docx' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading page 2...');
    expect(fetch).toHaveBeenCalledWith('/api/documents/d1/text', expect.anything());
    answer({ status: 200, body: TEXT });

    await waitFor(() => expect(marks(dialog)).toEqual(['Caveat AX123456 lodged', 'by Pelican Finance Pty Ltd']));
    expect(within(dialog).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Quote not found/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Next page/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: /Previous page/ }));
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Land: 11 Wren Close')).toBeInTheDocument();
    expect(marks(dialog)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: /Previous page/ })).toBeDisabled();
  });

  it('closes with Escape or its close button and gives focus back to the link that opened it', async () => {
    mockFetch(() => ({ status: 200, body: TEXT }));
    const user = userEvent.setup();
    renderReport();
    pageLink().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pageLink()).toHaveFocus();

    await user.click(pageLink());
    await user.click(screen.getByRole('button', { name: 'Close the document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pageLink()).toHaveFocus();
  });

  it('says so when the quote is not on the page word for word, and highlights the closest line', async () => {
    mockFetch(() => ({ status: 200, body: TEXT }));
    const user = userEvent.setup();
    renderReport({ concern: { ...concern, context: 'Mortgage: none registered on the title' } });
    await user.click(pageLink());
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Quote not found exactly on this page. The closest line is highlighted.')).toBeInTheDocument();
    expect(marks(dialog)).toEqual(['No mortgage is registered.']);
  });

  it('shows an error it can recover from when the text cannot be loaded', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 500, body: { message: 'Internal server error' } } : { status: 200, body: TEXT }));
    const user = userEvent.setup();
    renderReport();
    await user.click(pageLink());
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not open your document. Please try again.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(marks(dialog)).toHaveLength(2));
  });

  it('marks a quote from a scanned page with its OCR confidence, beside the link and in the viewer', async () => {
    mockFetch(() => ({ status: 200, body: { ...TEXT, scannedPages: [{ page: 2, confidence: 71 }] } }));
    const user = userEvent.setup();
    renderReport({ scannedPages: [{ page: 2, confidence: 71 }] });
    expect(screen.getByText(/read from a scan, OCR confidence 71%/)).toBeInTheDocument();
    await user.click(pageLink());
    expect(within(screen.getByRole('dialog')).getByText(/This page was read from a scan \(OCR confidence 71%\)/)).toBeInTheDocument();
  });

  it('leaves a page reference as plain text outside a report with a viewer', () => {
    renderWithClient(
      <ul>
        <ConcernCard concern={concern} />
      </ul>,
    );
    // Glossary terms in the card are buttons of their own; no page link is one.
    expect(screen.queryByRole('button', { name: /page 2/i })).toBeNull();
    expect(screen.getByText('Page 2, Title search')).toBeInTheDocument();
  });
});
