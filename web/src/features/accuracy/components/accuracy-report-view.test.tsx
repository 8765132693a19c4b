import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '@/test/render-with-client';
import { accuracyReport } from '../lib/accuracy-report.ts';
import { AccuracyReportView } from './accuracy-report-view.tsx';

// A small run of our own, not the committed figures: the page must show whatever the eval wrote.
const run = {
  measuredOn: '2026-03-13',
  documents: 3,
  samples: ['a', 'b', 'c'],
  method: 'Each document is read by the engine and compared with the answers a person wrote.',
  fields: [
    { field: 'propertyDetails.address', correct: 3, total: 3 },
    { field: 'outgoings.waterAnnual', correct: 1, total: 3 },
  ],
  concernKinds: [
    { kind: 'easement', expected: 2, found: 1, falselyRaised: 0 },
    { kind: 'heritage_overlay', expected: 0, found: 0, falselyRaised: 2 },
  ],
  totals: { fieldsCorrect: 4, fields: 6, concernsFound: 1, concernsExpected: 2, falseConcerns: 2 },
};

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the Accuracy page', () => {
  it('publishes the figures of the run with its method, number of documents and date', () => {
    renderWithClient(<AccuracyReportView report={accuracyReport.parse(run)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Accuracy' })).toBeInTheDocument();
    expect(screen.getByText(/measured on 3 documents it was never tuned on, on 13 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByText(run.method)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Facts read correctly67%4 of 6 facts');
    expect(summary).toHaveTextContent('Concerns found50%1 of 2 concerns');
    expect(summary).toHaveTextContent('False concerns2raised across 3 documents');
  });

  it('lists every fact and every kind of concern by name, never by internal key', () => {
    renderWithClient(<AccuracyReportView report={accuracyReport.parse(run)} />);
    expect(rows(screen.getByRole('table', { name: 'Facts read correctly, per fact' }))).toEqual([
      ['Address', '3 of 3 (100%)'],
      ['Water charges', '1 of 3 (33%)'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Concerns found and raised falsely, per kind of concern' }))).toEqual([
      ['Easement', '1 of 2 (50%)', '0'],
      ['Heritage overlay', 'not expected', '2'],
    ]);
    expect(document.body).not.toHaveTextContent('heritage_overlay');
  });

  it('states the one measured wait', () => {
    renderWithClient(<AccuracyReportView report={accuracyReport.parse(run)} />);
    expect(screen.getByRole('heading', { name: 'How long it takes' }).closest('section')).toHaveTextContent(
      'An analysis usually takes under 15 seconds; scans take about a second a page.',
    );
  });

  it('refuses a file of another shape', () => {
    expect(() => accuracyReport.parse({ ...run, measuredOn: 'yesterday' })).toThrow();
    expect(() => accuracyReport.parse({ ...run, totals: undefined })).toThrow();
  });
});

describe('the committed figures', () => {
  it('are a run of the eval the page can read', async () => {
    const committed = accuracyReport.parse((await import('../accuracy.json')).default);
    expect(committed.documents).toBe(committed.samples.length);
    expect(committed.totals.fields).toBe(committed.fields.reduce((n, f) => n + f.total, 0));
  });
});
