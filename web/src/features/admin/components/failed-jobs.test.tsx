import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FailedJobs } from './failed-jobs.tsx';

const base = { failedAt: '2026-11-27T03:00:00.000Z', attempts: 3 };
const message = `the document could not be read: ${'page 3 has no text layer; '.repeat(20)}`;

describe('<FailedJobs />', () => {
  it('names the user and the document, shows the whole message, and offers Retry only where a retry can help', async () => {
    const onRetry = vi.fn();
    render(
      <FailedJobs
        retrying={false}
        onRetry={onRetry}
        jobs={[
          { ...base, queue: 'analysis', id: 'a1', name: 'analyse-document', error: message, user: 'grace@example.com', document: 'Section 32.pdf', retryable: false, whyNot: 'It failed for good.' },
          { ...base, queue: 'email', id: 'm1', name: 'send-email', error: 'connect ECONNREFUSED', user: 'ada@example.com', document: null, retryable: true, whyNot: null },
        ]}
      />,
    );
    const [analysis, mail] = within(screen.getByRole('list', { name: 'Failed jobs' })).getAllByRole('listitem');
    expect(analysis).toHaveTextContent('Section 32.pdf · grace@example.com');
    expect(within(analysis!).getByText(message.trim(), { exact: false })).toBeInTheDocument();
    expect(analysis).toHaveTextContent('No retry: It failed for good.');
    expect(within(analysis!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(mail!).getByRole('button', { name: /^Retry/ }));
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }));
  });
});
