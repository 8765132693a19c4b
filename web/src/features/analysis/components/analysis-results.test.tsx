import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithClient } from '@/test/render-with-client';
import { ANALYSIS_CACHE_MS, ANALYSIS_POLL_MS, documentAnalysisQueryOptions } from '../api/get-document-analysis.ts';
import { AnalysisResults } from './analysis-results.tsx';

const PATH = '/api/documents/d1/analysis';

function renderResults(onRunNewAnalysis = vi.fn()) {
  renderWithClient(
    <AnalysisResults
      documentId="d1"
      title="contract.pdf"
      onRunNewAnalysis={onRunNewAnalysis}
      onStartAnalysis={vi.fn()}
      starting={false}
    />,
  );
  return onRunNewAnalysis;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const callsTo = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter((c) => c[0] === PATH).length;

describe('<AnalysisResults /> polling (spec-core §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the spec timings: 2 s poll, cached 5 minutes, stale at once', () => {
    const options = documentAnalysisQueryOptions('d1');
    expect(ANALYSIS_POLL_MS).toBe(2000);
    expect(options.gcTime).toBe(ANALYSIS_CACHE_MS);
    expect(ANALYSIS_CACHE_MS).toBe(300_000);
    expect(options.staleTime).toBe(0);
  });

  it('shows the real stage and percent while processing, then stops polling once completed', async () => {
    const replies = [
      analysisResponse({ status: 'processing', stage: 'ocr', progress: 35 }),
      analysisResponse({ status: 'processing', stage: 'analysing', progress: 70 }),
      analysisResponse(),
    ];
    const fetchMock = mockFetch(() => ({ status: 200, body: replies.shift() ?? analysisResponse() }));
    renderResults();

    expect(await screen.findByText('Analysing Document...')).toBeInTheDocument();
    expect(screen.getByText('Reading scanned pages')).toBeInTheDocument();
    expect(screen.getByText('35%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');

    await advance(ANALYSIS_POLL_MS);
    expect(await screen.findByText('70%')).toBeInTheDocument();
    expect(screen.getByText('Checking for risks')).toBeInTheDocument();

    await advance(ANALYSIS_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Detailed Concerns' })).toBeInTheDocument();
    const afterCompletion = callsTo(fetchMock);
    expect(afterCompletion).toBe(3);

    await advance(ANALYSIS_POLL_MS * 5);
    expect(callsTo(fetchMock)).toBe(afterCompletion);
  });

  it('stops polling when the analysis failed and offers Try Again', async () => {
    const replies = [
      analysisResponse({ status: 'pending', stage: 'queued', progress: 0 }),
      analysisResponse({ status: 'failed', stage: 'extracting', errorMessage: 'The PDF has no readable text.' }),
    ];
    const fetchMock = mockFetch(() => ({ status: 200, body: replies.shift() ?? analysisResponse() }));
    const onRunNewAnalysis = renderResults();

    expect(await screen.findByText('Waiting in the queue')).toBeInTheDocument();
    await advance(ANALYSIS_POLL_MS);
    expect(await screen.findByText('We encountered an error while analysing your document.')).toBeInTheDocument();
    expect(screen.getByText('The PDF has no readable text.')).toBeInTheDocument();

    await advance(ANALYSIS_POLL_MS * 5);
    expect(callsTo(fetchMock)).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRunNewAnalysis).toHaveBeenCalled();
  });
});

describe('<AnalysisResults /> load errors (spec-core §8)', () => {
  it('a 404 shows the not-found text at once, without retrying', async () => {
    const fetchMock = mockFetch(() => ({ status: 404, body: { message: 'No analysis found for this document.' } }));
    const onRunNewAnalysis = renderResults();

    expect(await screen.findByText('No analysis found for this document. Please run a new analysis.')).toBeInTheDocument();
    expect(callsTo(fetchMock)).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Run New Analysis' }));
    expect(onRunNewAnalysis).toHaveBeenCalled();
  });

  it('another failure is retried 3 times, then shows the generic text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = mockFetch(() => ({ status: 500, body: 'boom' }));
      renderResults();
      await advance(1000 + 2000 + 4000 + 100); // react-query's back-off between the retries
      expect(await screen.findByText('Failed to load analysis results. Please try again.')).toBeInTheDocument();
      expect(callsTo(fetchMock)).toBe(4);
      expect(screen.getByRole('button', { name: 'Run New Analysis' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('<AnalysisResults /> revalidation of a completed analysis', () => {
  it('sends the ETag it holds as If-None-Match, and keeps showing its copy on a 304', async () => {
    const path = '/api/documents/d-etag/analysis';
    const etag = '"a-etag-1764300000000-unsigned-n"';
    const sent: Array<string | null> = [];
    const fetchMock = mockFetch((url, init) => {
      if (url !== path) return { status: 404, body: { message: 'not here' } };
      const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
      sent.push(ifNoneMatch);
      return ifNoneMatch === etag ? { status: 304, headers: { etag } } : { status: 200, body: analysisResponse(), headers: { etag } };
    });
    const view = (
      <AnalysisResults documentId="d-etag" title="contract.pdf" onRunNewAnalysis={vi.fn()} onStartAnalysis={vi.fn()} starting={false} />
    );
    const { queryClient, unmount } = renderWithClient(view);
    expect(await screen.findByRole('heading', { name: 'Detailed Concerns' })).toBeInTheDocument();
    unmount();

    // The page opened again with the same client: the analysis is stale at once, so it is asked for
    // again, this time with the ETag, and the 304 leaves the results on screen.
    renderWithClient(view, { queryClient });
    expect(await screen.findByRole('heading', { name: 'Detailed Concerns' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sent).toEqual([null, etag]));
    expect(fetchMock.mock.calls.filter((c) => c[0] === path)).toHaveLength(2);
    expect(screen.queryByText('Failed to load analysis results. Please try again.')).not.toBeInTheDocument();
  });
});
