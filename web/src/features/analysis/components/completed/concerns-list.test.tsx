import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { concerns } from '@/test/fixtures/analysis';
import { ConcernsList } from './concerns-list.tsx';

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Concerns' }))
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

describe('<ConcernsList /> filter chips', () => {
  it('shows every concern under All, with a count on each chip', () => {
    render(<ConcernsList concerns={concerns} />);
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Legal (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Financial (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compliance (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Operational (0)' })).toBeInTheDocument();
    expect(shownTitles()).toHaveLength(3);
  });

  it('filters by the pressed category and back to All', async () => {
    render(<ConcernsList concerns={concerns} />);
    await userEvent.click(screen.getByRole('button', { name: 'Financial (2)' }));
    expect(screen.getByRole('button', { name: 'Financial (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'false');
    expect(shownTitles()).toEqual(['Unpaid council rates', 'Owners corporation levy']);

    await userEvent.click(screen.getByRole('button', { name: 'Legal (1)' }));
    expect(shownTitles()).toEqual(['Easement along the rear boundary']);

    await userEvent.click(screen.getByRole('button', { name: 'Compliance (0)' }));
    expect(screen.getByText('No concerns in this category.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    expect(shownTitles()).toHaveLength(3);
  });

  it('shows each quote as a quote with its location', () => {
    render(<ConcernsList concerns={concerns} />);
    const quote = screen.getByText('“E-1 Drainage easement 2.44 metres wide”');
    const figure = quote.closest('figure')!;
    expect(quote.closest('blockquote')).not.toBeNull();
    expect(within(figure).getByText('Page 3')).toBeInTheDocument();
    expect(screen.getByText('Location not specified')).toBeInTheDocument();
  });
});

describe('<ConcernsList /> AI review items', () => {
  it('marks a concern found by the AI review, and only that one', () => {
    render(<ConcernsList concerns={concerns} />);
    const items = within(screen.getByRole('list', { name: 'Concerns' })).getAllByRole('listitem');
    const marked = items.filter((li) => within(li).queryByText('AI review'));
    expect(marked).toHaveLength(1);
    expect(within(marked[0] as HTMLElement).getByRole('heading', { level: 4 })).toHaveTextContent('Owners corporation levy');
  });

  it('says that only the quote of an AI review item was checked, not the finding', () => {
    render(<ConcernsList concerns={concerns} />);
    const note = /checked that its quote appears word for word in your document; the finding itself was not checked/;
    const items = within(screen.getByRole('list', { name: 'Concerns' })).getAllByRole('listitem');
    const noted = items.filter((li) => within(li).queryByText(note));
    expect(noted).toHaveLength(1);
    expect(within(noted[0] as HTMLElement).getByRole('heading', { level: 4 })).toHaveTextContent('Owners corporation levy');
  });
});
