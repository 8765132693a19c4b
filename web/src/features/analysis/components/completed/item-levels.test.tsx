import type { ComprehensivePropertyAnalysisDto, ConcernDto } from '@doco/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { analysisResponse, comprehensive } from '@/test/fixtures/analysis';
import { renderWithClient } from '@/test/render-with-client';
import { CompletedResults } from './completed-results.tsx';

// One item, one level, one row (issue 26): the engine's mortgage concern is Low, its stored tab row said
// Medium; a covenant sits in three groups of the Restrictions tab; an overlay's text carries a key.
const mortgage: ConcernDto = {
  id: 'm1',
  category: 'financial',
  title: 'Registered mortgage to Granite Bank',
  description: 'The vendor must hand over a discharge at settlement.',
  location: 'Page 4',
  confidence: 80,
  context: 'MORTGAGE AX998877 Granite Bank Ltd',
  source: 'rules',
  kind: 'mortgage_to_discharge',
  severity: 'low',
};
const covenant = { type: 'Restrictive covenant', description: 'Covenant 4455667: one dwelling only', riskLevel: 'high' as const, impact: 'Blocks a second dwelling.' };
const analysis: ComprehensivePropertyAnalysisDto = {
  ...comprehensive,
  easements: [],
  restrictions: [covenant],
  covenants: [covenant],
  encumbrances: [{ type: 'Mortgage', description: 'Mortgage to Granite Bank', riskLevel: 'medium', impact: 'Make sure a discharge is provided.' }, covenant],
  overlays: [{ type: 'Heritage Overlay (HO88)', description: 'Permits are needed to demolish. Risk key: heritage_overlay', councilRules: '', impact: 'Renovation limits.', riskLevel: 'medium', additionalInfo: '' }],
  risks: [{ title: mortgage.title, category: 'financial', severity: 'low', description: mortgage.description, impact: 'i', recommendation: 'r' }],
};

describe('<CompletedResults /> item levels', () => {
  it('shows the level on each concern card, the same level for the item in every tab, each item once per tab, and no key', async () => {
    renderWithClient(<CompletedResults result={analysisResponse({ concerns: [mortgage], comprehensivePropertyAnalysis: analysis })} title="contract.pdf" documentId="d1" />);
    const card = within(screen.getByRole('list', { name: 'Concerns' })).getByRole('listitem');
    expect(card).toHaveTextContent('Low risk');

    await userEvent.click(screen.getByRole('tab', { name: 'Restrictions' }));
    const restrictions = screen.getByRole('tabpanel');
    const mortgageRow = within(restrictions).getByText('Mortgage to Granite Bank').closest('li') as HTMLElement;
    expect(mortgageRow).toHaveTextContent('Low risk');
    // A glossary term ("Covenant") is a button inside the text: match the element that holds the whole line.
    const whole = (text: string) => (_: string, el: Element | null) => el?.textContent === text && [...(el?.children ?? [])].every((c) => c.textContent !== text);
    expect(within(restrictions).getAllByText(whole('Covenant 4455667: one dwelling only'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Risks' }));
    const risks = screen.getByRole('tabpanel');
    expect(within(risks).getByText(mortgage.title).closest('li')).toHaveTextContent('Low risk');

    await userEvent.click(screen.getByRole('tab', { name: 'Overlays' }));
    const overlays = screen.getByRole('tabpanel');
    expect(overlays).toHaveTextContent('Permits are needed to demolish.');
    expect(overlays.textContent).not.toMatch(/heritage_overlay|risk key/i);
  });

  it('shows no level on a concern stored before levels', () => {
    renderWithClient(<CompletedResults result={analysisResponse({ concerns: [{ ...mortgage, severity: null }] })} title="contract.pdf" documentId="d1" />);
    const card = within(screen.getByRole('list', { name: 'Concerns' })).getByRole('listitem');
    expect(card.textContent).not.toMatch(/(?:Low|Medium|High|Critical) risk/);
  });
});
