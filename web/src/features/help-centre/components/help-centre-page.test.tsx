import { GLOSSARY, glossaryEntry } from '@doco/contracts/glossary';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { FAQS } from '../data/faqs.ts';
import { filterFaqs } from '../lib/filter-faqs.ts';


describe('filterFaqs', () => {
  it('matches question or answer text, ignoring case', () => {
    expect(filterFaqs(FAQS, 'OCR', null).map((f) => f.id)).toEqual(['file-types']);
    expect(filterFaqs(FAQS, 'how do i cancel', null).map((f) => f.id)).toEqual(['cancel']);
  });

  it('combines the search with the category', () => {
    const all = filterFaqs(FAQS, 'email', null).map((f) => f.category);
    expect(new Set(all).size).toBeGreaterThan(1);
    const troubleshooting = filterFaqs(FAQS, 'email', 'troubleshooting');
    expect(troubleshooting.length).toBeGreaterThan(0);
    expect(troubleshooting.every((f) => f.category === 'troubleshooting')).toBe(true);
    expect(troubleshooting.length).toBeLessThan(all.length);
  });

  it('with no search and no category gives every article', () => {
    expect(filterFaqs(FAQS, '  ', null)).toHaveLength(FAQS.length);
  });
});

describe('/help-centre', () => {
  it('shows Browse by Topic, All Topics and every article at first', () => {
    renderApp('/help-centre');
    expect(screen.getByRole('heading', { name: 'Browse by Topic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Topics' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(`${FAQS.length} articles`)).toBeInTheDocument();
    for (const link of ['Privacy Policy', 'Terms of Service', 'Security and Trust', 'Legal Disclaimer']) {
      expect(within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: link })).toBeInTheDocument();
    }
  });

  it('filters by category and hides the topic grid', async () => {
    renderApp('/help-centre');
    await userEvent.click(within(screen.getByRole('group', { name: 'Filter by topic' })).getByRole('button', { name: 'Subscription & Billing' }));
    expect(screen.queryByRole('heading', { name: 'Browse by Topic' })).not.toBeInTheDocument();
    const expected = FAQS.filter((f) => f.category === 'subscription-billing');
    expect(screen.getByRole('heading', { name: 'Subscription & Billing' })).toBeInTheDocument();
    expect(screen.getByLabelText(`${expected.length} articles`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Do my credits expire?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I forgot my password' })).not.toBeInTheDocument();
  });

  it('searches case-insensitively, combined with the category', async () => {
    renderApp('/help-centre');
    await userEvent.type(screen.getByLabelText('Search help articles'), 'EMAIL');
    expect(screen.queryByRole('heading', { name: 'Browse by Topic' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How do I get started?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I forgot my password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Do my credits expire?' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(`${filterFaqs(FAQS, 'email', null).length} articles`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Troubleshooting' }));
    expect(screen.getByLabelText(`${filterFaqs(FAQS, 'email', 'troubleshooting').length} articles`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I get started?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I forgot my password' })).toBeInTheDocument();
  });

  it("shows 'No results found' and clears back to browsing", async () => {
    renderApp('/help-centre');
    await userEvent.type(screen.getByLabelText('Search help articles'), 'zzzz-nothing');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByLabelText('0 articles')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search help articles')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Browse by Topic' })).toBeInTheDocument();
  });

  it('opens one answer at a time, and closes it again', async () => {
    renderApp('/help-centre');
    const first = screen.getByRole('button', { name: 'What is Doco?' });
    const second = screen.getByRole('button', { name: 'How do I get started?' });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('a topic card selects its category', async () => {
    renderApp('/help-centre');
    const browse = screen.getByRole('region', { name: 'Browse by Topic' });
    const card = within(browse).getByRole('button', { name: 'Troubleshooting' });
    expect(card).toHaveAccessibleDescription('Emails, passwords, uploads and failed analyses. 4 articles');
    await userEvent.click(card);
    const filter = screen.getByRole('group', { name: 'Filter by topic' });
    expect(within(filter).getByRole('button', { name: 'Troubleshooting' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('/help-centre glossary', () => {
  const glossary = () => screen.getByRole('region', { name: /^Glossary/ });
  const termNames = () => within(glossary()).getAllByRole('term').map((t) => t.textContent);

  it('lists every glossary term with its one-line explanation while browsing', () => {
    renderApp('/help-centre');
    expect(screen.getByRole('heading', { name: 'Glossary of property terms' })).toBeInTheDocument();
    expect(termNames()).toHaveLength(GLOSSARY.length);
    expect(termNames()).toEqual([...termNames()].sort((a, b) => a!.localeCompare(b!, 'en-AU')));
    expect(within(glossary()).getByText(glossaryEntry('caveat').short)).toBeInTheDocument();
  });

  it.each([
    ['cooling off', 'Cooling-off period'],
    ['stamp duty', 'Transfer duty (stamp duty)'],
    ['s32', 'Section 32 statement'],
  ])('a search for "%s" finds %s first', async (query, term) => {
    renderApp('/help-centre');
    await userEvent.type(screen.getByLabelText('Search help articles'), query);
    expect(screen.getByRole('heading', { name: 'Glossary terms' })).toBeInTheDocument();
    expect(termNames()[0]).toBe(term);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('finds articles by another wording of a term: s32 finds the one about Section 32', async () => {
    expect(filterFaqs(FAQS, 's32', null).map((f) => f.id)).toEqual(['what-is-doco', 'report-terms']);
    expect(filterFaqs(FAQS, 'Stamp-Duty', null).map((f) => f.id)).toEqual(['report-terms']);
    renderApp('/help-centre');
    await userEvent.type(screen.getByLabelText('Search help articles'), 's32');
    expect(screen.getByRole('button', { name: 'What is Doco?' })).toBeInTheDocument();
  });

  it('shows no glossary for a search that names no term', async () => {
    renderApp('/help-centre');
    await userEvent.type(screen.getByLabelText('Search help articles'), 'password');
    expect(screen.queryByRole('region', { name: /^Glossary/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I forgot my password' })).toBeInTheDocument();
  });
});
