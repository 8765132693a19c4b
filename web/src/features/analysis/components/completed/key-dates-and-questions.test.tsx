import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { analysisResponse, keyDates } from '@/test/fixtures/analysis';
import { renderWithClient } from '@/test/render-with-client';
import { queryKeys } from '@/lib/query-keys';
import { KeyDatesCard } from './key-dates-card.tsx';
import { VendorQuestionsCard } from './vendor-questions-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const items = () => within(screen.getByRole('list', { name: 'Key dates timeline' })).getAllByRole('listitem');

describe('<KeyDatesCard />', () => {
  it('greys the dates that have passed, highlights the next one with the days left, and waits for a signing date for the rest', () => {
    const result = analysisResponse({
      keyDates: [
        { ...keyDates[0]!, date: '2026-03-01', rule: null, basis: 'stated in the contract' },
        { ...keyDates[1]!, date: '2026-03-20' },
        { kind: 'sunset', label: 'Sunset date', date: '2027-06-30', basis: 'stated in the contract', quote: 'Sunset date: 30 June 2027', page: 4, rule: null },
        keyDates[2]!,
      ],
    });
    renderWithClient(<KeyDatesCard result={result} documentId="d1" today="2026-03-10" />);
    const [past, next, later, undated] = items();
    // Marked in words, and in full-opacity muted text (faded text failed axe's contrast check).
    expect(within(past!).getByText('Past')).toBeInTheDocument();
    expect(past).not.toHaveClass('opacity-70');
    expect(past).toHaveClass('text-muted-foreground');
    expect(next).toHaveAttribute('aria-current', 'step');
    expect(within(next!).getByText('Next')).toBeInTheDocument();
    expect(within(next!).getByText('10 days left')).toBeInTheDocument();
    expect(later).not.toHaveAttribute('aria-current');
    expect(within(undated!).getByText('Not known yet')).toBeInTheDocument();
    expect(within(undated!).getByText(/3 clear business days after signing \(VIC\)/)).toBeInTheDocument();
    expect(within(later!).getByText('“Sunset date: 30 June 2027” (page 4)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/analyses/a1/calendar.ics');
  });

  it('saves the signing date and shows the dates the server worked out from it', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    mockFetch((url, init) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return {
        status: 200,
        body: analysisResponse({ signingDate: '2026-04-02', keyDates: [{ ...keyDates[2]!, date: '2026-04-09' }] }),
      };
    });
    const { queryClient } = renderWithClient(<KeyDatesCard result={analysisResponse()} documentId="d1" today="2026-04-01" />);
    await userEvent.type(screen.getByLabelText('The day you signed the contract'), '2026-04-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save signing date' }));
    expect(calls).toEqual([{ url: '/api/analyses/a1/signing-date', body: { signingDate: '2026-04-02' } }]);
    // The page's cached analysis is the server's new answer.
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.documentAnalysis('d1'))).toMatchObject({ signingDate: '2026-04-02' }));
  });

  it('says why a signing date was refused', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'Enter the day you signed the contract, as a date between 2000 and 2100.', code: 'invalid_request' } }));
    renderWithClient(<KeyDatesCard result={analysisResponse()} documentId="d1" />);
    await userEvent.type(screen.getByLabelText('The day you signed the contract'), '1999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save signing date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the day you signed the contract, as a date between 2000 and 2100.');
  });

  it('turns on reminder mails for this analysis', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    mockFetch((url, init) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return { status: 200, body: analysisResponse({ remindersEnabled: true }) };
    });
    renderWithClient(<KeyDatesCard result={analysisResponse()} documentId="d1" />);
    const box = screen.getByRole('checkbox', { name: 'Email me two days before each date' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(calls).toEqual([{ url: '/api/analyses/a1/reminders', body: { enabled: true } }]);
  });

  it('has nothing to add to a calendar without a dated item', () => {
    renderWithClient(<KeyDatesCard result={analysisResponse({ keyDates: [keyDates[2]!] })} documentId="d1" />);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeDisabled();
  });
});

describe('<VendorQuestionsCard />', () => {
  it('copies a ready-to-send email of the ticked questions, signed with the buyer\'s name', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const result = analysisResponse();
    renderWithClient(<VendorQuestionsCard result={result} documentName="Contract of Sale.pdf" />, {
      user: { id: 'u1', email: 'ada@example.test', firstName: 'Ada', lastName: 'Ng', emailVerified: true },
    });
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /special levy/ }));
    expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const text = writeText.mock.calls[0]![0] as string;
    expect(text).toContain('Subject: Questions about');
    expect(text).toContain('Dear Sir or Madam,');
    expect(text).toContain("1. Is any structure built on or within the easement, and was the authority's consent obtained?");
    expect(text).toContain('(See page 3 of Contract of Sale.pdf: "E-1 Drainage easement 2.44 metres wide")');
    expect(text).not.toContain('special levy');
    expect(text.trimEnd().endsWith('Kind regards,\nAda Ng')).toBe(true);
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    const mail = screen.getByRole('link', { name: 'Open in email' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=Questions%20about/);
    expect(decodeURIComponent(mail.getAttribute('href')!.split('&body=')[1]!)).toContain('1. Is any structure built on or within the easement');
  });

  it('cannot send nothing', async () => {
    renderWithClient(<VendorQuestionsCard result={analysisResponse()} documentName="c.pdf" />);
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open in email' })).toBeDisabled();
  });
});
