import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { analysisResponse } from '@/test/fixtures/analysis';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { aUser } from '@/test/users';

// Each report has its own address, /reports/{analysisId} (issue 26).

const user = aUser();
const listed = {
  id: 'd1',
  originalName: 'richmond-s32.pdf',
  createdAt: '2026-03-03T12:00:00.000Z',
  size: 2048,
  mimeType: 'application/pdf',
  analysis: { id: 'a1', status: 'completed' },
  address: '1 Test Street, Richmond VIC 3121',
  documentType: 'section32',
};

function gateway() {
  return mockFetch((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    if (route === 'GET /api/auth/user') return { status: 200, body: user };
    if (route === 'GET /api/subscription/credits')
      return { status: 200, body: { freeCreditsRemaining: 1, subscriptionCreditsRemaining: 0, subscriptionPlan: 'free', paygCreditsRemaining: 0, totalCreditsRemaining: 1 } };
    if (route === 'GET /api/user/documents') return { status: 200, body: [listed] };
    if (route === 'GET /api/documents/d1/analysis') return { status: 200, body: analysisResponse() };
    if (route === 'GET /api/analyses/a1/hidden-items') return { status: 200, body: { items: [] } };
    return { status: 404, body: { message: `no route ${route}` } };
  });
}

const reportHeading = () => screen.findByRole('heading', { level: 2, name: '1 Test Street, Richmond VIC 3121' }, { timeout: 5000 });

describe('a report’s own address', () => {
  it('opening a document pushes /reports/{analysisId}; Back returns to the list with nothing open', async () => {
    gateway();
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /1 Test Street, Richmond VIC 3121/ }, { timeout: 5000 }));
    expect(router.state.location.pathname).toBe('/reports/a1');
    expect(await reportHeading()).toBeInTheDocument();
    // The file name comes second, under the address.
    expect(screen.getAllByText('richmond-s32.pdf').length).toBeGreaterThan(0);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Check a property before you sign' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: '1 Test Street, Richmond VIC 3121' })).not.toBeInTheDocument();
  }, 20_000); // the first test of the file also loads the dashboard's chunk

  it('opens the report straight from its address (a reload)', async () => {
    gateway();
    renderApp('/reports/a1');
    expect(await reportHeading()).toBeInTheDocument();
  });

  it('says the report was not found for an id that is not among the user’s documents, and leads back', async () => {
    gateway();
    const { router } = renderApp('/reports/5f0e0c4e-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Report not found' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to your documents' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
