import type { DocumentText } from '@doco/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { analysisResponse } from '@/test/fixtures/analysis';
import { renderWithClient } from '@/test/render-with-client';
import { CouldNotConfirmCard } from '../completed/could-not-confirm-card.tsx';
import { KeyDatesCard } from '../completed/key-dates-card.tsx';
import { VendorQuestionsCard } from '../completed/vendor-questions-card.tsx';
import { EvidenceViewerProvider } from './evidence-viewer.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (n: number, text: string) => ({ page: n, text });
const TEXT: DocumentText = {
  kind: 'txt',
  pages: [
    page(1, 'Particulars of sale\nSettlement: 15/06/2026'),
    page(2, 'Special conditions'),
    page(3, 'Easements\nE-1 Drainage easement 2.44 metres wide'),
    page(4, 'Bushfire Prone Area\n[ ] Yes [ ] No'),
  ],
  scannedPages: [],
};

const marksIn = async (name: RegExp) => {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.querySelector('mark')).not.toBeNull());
  expect(within(dialog).getByText(name)).toBeInTheDocument();
  return Array.from(dialog.querySelectorAll('mark')).map((m) => m.textContent);
};

describe('page links of key dates, questions and items that could not be confirmed', () => {
  it('each opens the document at its page with its own words highlighted', async () => {
    mockFetch(() => ({ status: 200, body: TEXT }));
    const user = userEvent.setup();
    const result = analysisResponse();
    renderWithClient(
      <EvidenceViewerProvider documentId="d1" documentName="Contract of Sale.txt" scannedPages={[]}>
        <KeyDatesCard result={result} documentId="d1" today="2026-03-10" />
        <CouldNotConfirmCard items={[{ kind: 'bushfire_prone_area', item: 'Bushfire Prone Area', page: 4, reason: 'No box is ticked.' }]} />
        <VendorQuestionsCard result={result} documentName="Contract of Sale.txt" />
      </EvidenceViewerProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'page 1 (show in the document)' }));
    expect(await marksIn(/^Page 1 of 4$/)).toEqual(['Settlement: 15/06/2026']);
    await user.keyboard('{Escape}');

    // The question's checkbox keeps its own label; opening its page does not tick or untick it.
    expect(screen.getByRole('checkbox', { name: /Is any structure built on or within the easement/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'page 3 (show in the document)' }));
    expect(await marksIn(/^Page 3 of 4$/)).toEqual(['E-1 Drainage easement 2.44 metres wide']);
    await user.keyboard('{Escape}');
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 4 (show in the document)' }));
    expect(await marksIn(/^Page 4 of 4$/)).toEqual(['Bushfire Prone Area']);
  });
});
