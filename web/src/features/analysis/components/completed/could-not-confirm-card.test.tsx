import { CONCERN_KINDS, COULD_NOT_CONFIRM_ADVICE } from '@doco/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { renderWithClient } from '@/test/render-with-client';
import { CompletedResults } from './completed-results.tsx';

const couldNotConfirm = [
  { kind: 'bushfire_prone_area' as const, item: 'Bushfire Prone Area', page: 4, reason: 'The item is there but no answer to it could be read.' },
  { kind: null, item: 'Is the land affected by a road widening proposal?', page: 6, reason: 'The scan of this page is too unclear to read the answer.' },
];

describe('<CompletedResults /> could not confirm', () => {
  it('lists each item with its page, the reason and the advice to check it with a conveyancer, in amber rather than as a red flag', () => {
    renderWithClient(<CompletedResults result={analysisResponse({ couldNotConfirm })} title="contract.pdf" documentId="d1" />);
    const region = screen.getByRole('region', { name: 'Could not confirm' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 4 })).toHaveTextContent('Bushfire Prone Area');
    expect(items[0]).toHaveTextContent('Page 4 · The item is there but no answer to it could be read.');
    expect(items[1]).toHaveTextContent('Is the land affected by a road widening proposal?');
    expect(items[1]).toHaveTextContent('Page 6 · The scan of this page is too unclear to read the answer.');
    for (const item of items) expect(item).toHaveTextContent(COULD_NOT_CONFIRM_ADVICE);
    expect(COULD_NOT_CONFIRM_ADVICE).toBe('Check this with your conveyancer before you sign.');
    // Never a red flag: not among the concerns, and nothing in it is red.
    expect(within(screen.getByRole('list', { name: 'Concerns' })).queryByText('Bushfire Prone Area')).toBeNull();
    expect(region.outerHTML).not.toMatch(/\b(?:text|bg|border)-(?:red|destructive)\b/);
  });

  it('shows no section when every item could be read', () => {
    renderWithClient(<CompletedResults result={analysisResponse()} title="contract.pdf" documentId="d1" />);
    expect(screen.queryByRole('region', { name: 'Could not confirm' })).toBeNull();
    expect(screen.queryByText(COULD_NOT_CONFIRM_ADVICE)).toBeNull();
  });

  it('never shows a concern kind key, in text or in a label', () => {
    const { container } = renderWithClient(<CompletedResults result={analysisResponse({ couldNotConfirm })} title="contract.pdf" documentId="d1" />);
    const labels = [...container.querySelectorAll('[title], [aria-label]')].map((el) => `${el.getAttribute('title') ?? ''} ${el.getAttribute('aria-label') ?? ''}`);
    const shown = [container.textContent ?? '', ...labels].join('\n');
    // Keys written like words ('easement', 'zoning') may be plain English; the others cannot be.
    for (const key of CONCERN_KINDS.filter((k) => k.includes('_'))) expect(shown).not.toContain(key);
  });
});
