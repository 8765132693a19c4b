import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { renderWithClient } from '@/test/render-with-client';
import { EvidenceViewerProvider } from '../viewer/evidence-viewer.tsx';
import { CompletedResults } from './completed-results.tsx';

// A pack's results (issue 28): every page the results view shows is cited in its file, "file, page";
// a single file's results keep "Page n".

const files = [
  { name: 'contract.pdf', firstPage: 1, pageCount: 4 },
  { name: 'section 32.pdf', firstPage: 5, pageCount: 6 },
];
const checked = [{ kind: 'oc_special_levy' as const, title: 'No owners corporation', quote: 'Owners corporation: Not applicable', page: 6 }];
const couldNotConfirm = [{ kind: 'bushfire_prone_area' as const, item: 'Bushfire Prone Area', page: 9, reason: 'The item is there but no answer to it could be read.' }];

function renderResults(withFiles: boolean) {
  const result = { ...analysisResponse({ checked, couldNotConfirm, hiddenText: { pages: [2, 5], characters: 40 } }), ...(withFiles ? { files } : {}) };
  renderWithClient(
    <EvidenceViewerProvider documentId="d1" documentName="contract.pdf" scannedPages={[]} files={result.files}>
      <CompletedResults result={result} title="contract.pdf" documentId="d1" />
    </EvidenceViewerProvider>,
  );
}

describe('<CompletedResults /> of a pack', () => {
  it('cites each concern, checked item and unconfirmed item by its file and its own page', () => {
    renderResults(true);
    const concerns = screen.getByRole('list', { name: 'Concerns' });
    // Pack page 3 is the contract's third page; pack page 7 the statement's third.
    expect(within(concerns).getByRole('button', { name: /^contract\.pdf, page 3/ })).toBeInTheDocument();
    expect(within(concerns).getByRole('button', { name: /^section 32\.pdf, page 3/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Checked items' })).getByText('section 32.pdf, page 2')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Could not confirm' })).getByRole('button', { name: /^section 32\.pdf, page 5/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Page 7$/)).toBeNull();
    expect(screen.getByText(/^This document contains hidden text/)).toHaveTextContent('hidden text on contract.pdf, page 2 and section 32.pdf, page 1 (40 characters');
  });

  it('keeps "Page n" for one file', () => {
    renderResults(false);
    const concerns = screen.getByRole('list', { name: 'Concerns' });
    expect(within(concerns).getByRole('button', { name: /^Page 3/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Checked items' })).getByText('Page 6')).toBeInTheDocument();
    expect(screen.queryByText(/contract\.pdf, page/)).toBeNull();
    expect(screen.getByText(/^This document contains hidden text/)).toHaveTextContent('hidden text on pages 2 and 5 (40 characters');
  });
});
