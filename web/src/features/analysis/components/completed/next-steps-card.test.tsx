import { glossaryEntry } from '@doco/contracts/glossary';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { analysisResponse, keyDates } from '@/test/fixtures/analysis';
import { renderWithClient } from '@/test/render-with-client';
import { CompletedResults } from './completed-results.tsx';
import { NextStepsCard } from './next-steps-card.tsx';

const signed = analysisResponse({
  signingDate: '2026-03-02',
  keyDates: [
    { kind: 'cooling-off-ends', label: 'Cooling-off ends', date: '2026-03-05', basis: '3 clear business days after signing (VIC)', quote: '', page: null, rule: { count: 3, unit: 'business-days' } },
    keyDates[1]!,
  ],
});

const steps = () => within(screen.getByRole('list', { name: 'Next steps, most urgent first' })).getAllByRole('listitem');

describe('<NextStepsCard />', () => {
  it('numbers the steps, most urgent first, each with whom to ask and the date it matters by', () => {
    renderWithClient(<NextStepsCard result={signed} today="2026-03-03" />);
    const items = steps();
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThanOrEqual(7);
    expect(items[0]).toHaveTextContent('1Have a conveyancer or solicitor review the contract and this report');
    expect(items[0]).toHaveTextContent('Who: Your conveyancer or solicitor');
    expect(items[0]).toHaveTextContent('When: Before cooling-off ends: 5 Mar 2026');
    // The fixture has an owners corporation levy: a strata report, not a building inspection.
    const text = items.map((li) => li.textContent).join('\n');
    expect(text).toContain('Get a strata report on the owners corporation');
    expect(text).not.toContain('building and pest');
    expect(screen.getByText("Send the 2 questions below to the vendor's solicitor")).toBeInTheDocument();
    expect(items.at(-1)).toHaveTextContent('When: By settlement: 15 June 2026');
  });

  it('marks a date that has passed', () => {
    renderWithClient(<NextStepsCard result={signed} today="2026-03-09" />);
    expect(steps()[0]).toHaveTextContent('Before cooling-off ends: 5 Mar 2026 (passed)');
    expect(steps().at(-1)).not.toHaveTextContent('(passed)');
  });

  it('says when a date waits for the day the buyer signs', () => {
    renderWithClient(<NextStepsCard result={analysisResponse()} today="2026-03-03" />);
    expect(steps()[0]).toHaveTextContent('When: Before you sign');
    const strata = steps().find((li) => li.textContent?.includes('strata report'));
    expect(strata).toHaveTextContent('Before cooling-off ends (enter the day you signed, under Key dates, to see the date)');
  });

  it('explains a term in a step when it is opened', async () => {
    const user = userEvent.setup();
    renderWithClient(<NextStepsCard result={signed} today="2026-03-03" />);
    await user.click(within(steps()[0]!).getByRole('button', { name: 'cooling-off' }));
    expect(await screen.findByRole('dialog', { name: 'Cooling-off period' })).toHaveTextContent(glossaryEntry('cooling-off').short);
  });
});

describe('<CompletedResults /> next steps and terms', () => {
  it('shows Next steps before the key dates', () => {
    renderWithClient(<CompletedResults result={signed} title="contract.pdf" documentId="d1" />);
    const next = screen.getByRole('region', { name: 'Next steps' });
    const dates = screen.getByRole('region', { name: 'Key dates' });
    expect(next.compareDocumentPosition(dates) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens a concern's term from the keyboard and closes it with Escape", async () => {
    const user = userEvent.setup();
    renderWithClient(<CompletedResults result={signed} title="contract.pdf" documentId="d1" />);
    const concerns = screen.getByRole('list', { name: 'Concerns' });
    expect(within(concerns).getByRole('heading', { name: 'Easement along the rear boundary' })).toBeInTheDocument();
    const term = within(concerns).getByRole('button', { name: 'Easement' });
    term.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Easement' })).toHaveTextContent(glossaryEntry('easement').short);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(term).toHaveFocus();
  });
});
