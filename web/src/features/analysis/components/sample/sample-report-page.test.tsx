import sample from 'virtual:sample-report';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithClient } from '@/test/render-with-client';
import { SampleReportPage } from './sample-report-page.tsx';

// The sample is what the engine makes of web/build/sample-report/section-32.txt when the tests start.

function noServer() {
  return mockFetch((url) => ({ status: 500, body: { message: `the sample report asked for ${url}` } }));
}

describe('the public sample report', () => {
  it('is the engine’s report of the sample Section 32, named by its address', () => {
    const fetchMock = noServer();
    renderWithClient(<SampleReportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sample report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '27 Quenda Rise, Castlemaine VIC 3450' })).toBeInTheDocument();
    // Every concern the engine raised is there, with its level.
    const concerns = within(screen.getByRole('list', { name: 'Concerns' })).getAllByRole('heading', { level: 4 });
    expect(concerns.map((h) => h.textContent)).toEqual(sample.response.concerns.map((c) => c.title));
    expect(screen.getByRole('heading', { level: 4, name: 'Restrictive covenant on title' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is read-only: nothing to report, hide, date, remind, or download', () => {
    const fetchMock = noServer();
    renderWithClient(<SampleReportPage />);
    expect(screen.queryByRole('button', { name: /This looks wrong/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('The day you signed the contract')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email me two days before each date')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/PDF report/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Analyse your own document/ })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a page reference on the sample’s own text, quote highlighted, without asking the server', async () => {
    const fetchMock = noServer();
    renderWithClient(<SampleReportPage />);
    const covenant = screen.getByRole('heading', { name: 'Restrictive covenant on title' }).closest('li')!;
    await userEvent.click(within(covenant).getAllByRole('button', { name: /page 1/i })[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'quenda-rise-section-32.txt' });
    expect(viewer).toHaveTextContent(`Page 1 of ${sample.text.pages.length}`);
    expect(within(viewer).getByText(/restrictive covenant AH512907T/, { selector: 'mark' })).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next page' }));
    expect(viewer).toHaveTextContent(`Page 2 of ${sample.text.pages.length}`);
    expect(viewer).toHaveTextContent('5. BUILDING PERMITS');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
