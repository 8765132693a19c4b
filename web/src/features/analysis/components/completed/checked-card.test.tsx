import { CONCERN_KINDS, type CheckedItem } from '@doco/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { renderWithClient } from '@/test/render-with-client';
import { CompletedResults } from './completed-results.tsx';

const checked: CheckedItem[] = [
  { kind: 'off_the_plan', title: 'Not an off-the-plan sale', quote: 'Off-the-plan sale: Not applicable. The house is complete.', page: 2 },
  { kind: 'third_party_caveat', title: 'No caveats on title', quote: 'Caveats: nil.', page: 4 },
];

describe('<CompletedResults /> checked', () => {
  it('lists what the document clears, each with its quote and page, beside Could not confirm and never as a concern', () => {
    renderWithClient(
      <CompletedResults
        result={analysisResponse({ checked, couldNotConfirm: [{ kind: null, item: 'Pool barrier', page: 5, reason: 'No answer could be read.' }] })}
        title="contract.pdf"
        documentId="d1"
      />,
    );
    const region = screen.getByRole('region', { name: 'Checked' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual(['Not an off-the-plan sale', 'No caveats on title']);
    expect(items[0]).toHaveTextContent('“Off-the-plan sale: Not applicable. The house is complete.”');
    expect(items[0]).toHaveTextContent('Page 2');
    expect(items[1]).toHaveTextContent('“Caveats: nil.”');
    expect(items[1]).toHaveTextContent('Page 4');
    // Next to Could not confirm, and not among the concerns.
    const couldNot = screen.getByRole('region', { name: 'Could not confirm' });
    expect(couldNot.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Concerns' })).queryByText('No caveats on title')).toBeNull();
    // Its kind is an internal key: not shown.
    for (const key of CONCERN_KINDS.filter((k) => k.includes('_'))) expect(region.textContent).not.toContain(key);
  });

  it('shows no Checked section when the document clears nothing', () => {
    renderWithClient(<CompletedResults result={analysisResponse()} title="contract.pdf" documentId="d1" />);
    expect(screen.queryByRole('region', { name: 'Checked' })).toBeNull();
  });
});
