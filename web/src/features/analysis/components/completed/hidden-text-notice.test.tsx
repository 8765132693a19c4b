import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { renderWithClient } from '@/test/render-with-client';
import { CompletedResults } from './completed-results.tsx';

describe('<CompletedResults /> hidden text', () => {
  it('says the document carried hidden text, where, and that it was left out', () => {
    renderWithClient(<CompletedResults result={analysisResponse({ hiddenText: { pages: [1, 4], characters: 233 } })} title="contract.pdf" documentId="d1" />);
    const notice = screen.getByText(/This document contains hidden text/);
    expect(notice.closest('[role="note"]')).not.toBeNull();
    expect(notice).toHaveTextContent(
      'This document contains hidden text on pages 1 and 4 (233 characters drawn so that a reader cannot see them). It was left out of this analysis.',
    );
  });

  it('says nothing when there was none', () => {
    renderWithClient(<CompletedResults result={analysisResponse()} title="contract.pdf" documentId="d1" />);
    expect(screen.queryByText(/hidden text/)).toBeNull();
  });
});
