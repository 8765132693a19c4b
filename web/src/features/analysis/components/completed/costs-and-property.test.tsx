import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { comprehensive } from '@/test/fixtures/analysis';
import { stubMatchMedia } from '@/test/render-with-client';
import { CostsTab } from './costs-tab.tsx';
import { PropertyAnalysis } from './property-analysis.tsx';
import { PropertyTab } from './property-tab.tsx';
import { RegisterSearchCard } from './register-search-card.tsx';

let unstub: (() => void) | undefined;
afterEach(() => unstub?.());

describe('Costs tab', () => {
  it('renders the breakdown as a table on medium and wider screens', () => {
    unstub = stubMatchMedia(true);
    render(<CostsTab costs={comprehensive.costs} />);
    const table = screen.getByRole('table', { name: 'Cost breakdown' });
    expect(screen.queryByTestId('costs-list')).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2 items
    expect(within(rows[1]!).getByText('A$45,000.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('One-time')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Recurring')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Adjusted at settlement')).toBeInTheDocument();
  });

  it('renders a stacked list on narrow screens', () => {
    unstub = stubMatchMedia(false);
    render(<CostsTab costs={comprehensive.costs} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByTestId('costs-list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('A$2,345.00')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Recurring')).toBeInTheDocument();
  });

  it('shows the totals in A$ from cents, a missing total investment, and the warnings', () => {
    render(<CostsTab costs={comprehensive.costs} />);
    expect(screen.getByText('Total upfront costs').nextSibling).toHaveTextContent('A$45,123.45');
    expect(screen.getByText('Total ongoing costs (annual)').nextSibling).toHaveTextContent('A$3,450.00');
    expect(screen.getByText('Total investment (first year)').nextSibling).toHaveTextContent('Not known (no purchase price in the document)');
    expect(screen.getByText('Stamp duty is an estimate')).toBeInTheDocument();
  });

  it('shows a cost the document does not state as not stated, and totals that say what they include', () => {
    unstub = stubMatchMedia(true);
    const costs = {
      ...comprehensive.costs,
      totalOngoing: null,
      totalInvestment: 128_000_000,
      ongoingNotStated: ['council rates', 'water charges'],
      breakdown: [
        { category: 'Government fees', amount: 1_560_00, isRecurring: false, description: 'Transfer registration fee', source: 'https://registry.example.gov.au/fees', effectiveFrom: '2025-07-01', estimate: true },
        { category: 'Council rates', amount: null, isRecurring: true, description: 'Council rates: not stated in the document' },
      ],
    };
    render(<CostsTab costs={costs} />);
    expect(screen.getByText('Total ongoing costs (annual)').nextSibling).toHaveTextContent('Not stated in the document (council rates and water charges)');
    expect(screen.getByText('Total investment (first year)').nextSibling).toHaveTextContent('A$1,280,000.00with the stated costs; council rates and water charges not stated');
    expect(screen.queryByText('A$0.00')).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Cost breakdown' })).getAllByRole('row');
    expect(within(rows[2]!).getByText('Not stated in the document')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Estimate, effective 1 July 2025/)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'registry.example.gov.au' })).toHaveAttribute('href', 'https://registry.example.gov.au/fees');
  });
});

describe('Property tab', () => {
  it("shows 'Not specified in contract' for an empty price and the council valuation note", () => {
    render(<PropertyTab details={{ ...comprehensive.propertyDetails, purchasePrice: '  ' }} />);
    expect(screen.getByText('Purchase price').nextSibling).toHaveTextContent('Not specified in contract');
    expect(screen.getByText('Council valuation').nextSibling).toHaveTextContent('$850,000');
    expect(screen.getByRole('note')).toHaveTextContent('The council valuation is not the purchase price.');
  });
});

describe('Property analysis', () => {
  it('has the Doco Summary with the overall risk in words, and five keyboard tabs', async () => {
    render(<PropertyAnalysis analysis={comprehensive} />);
    expect(screen.getByRole('heading', { name: 'Doco Summary' })).toBeInTheDocument();
    expect(screen.getByText('High overall risk')).toBeInTheDocument();
    for (const list of ['Key Points', 'Red Flags', 'Recommendations']) {
      expect(screen.getByRole('heading', { name: list })).toBeInTheDocument();
    }
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Property', 'Costs', 'Restrictions', 'Overlays', 'Risks']);

    await userEvent.click(screen.getByRole('tab', { name: 'Property' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overlays' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Heritage Overlay' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Risks' }));
    expect(screen.getByText('Critical risk')).toBeInTheDocument();
  });
});

describe('Register search card', () => {
  const base = {
    companyName: 'Vendor Pty Ltd',
    registrationNumber: 'ACN 123 456 789',
    incorporationDate: '2019-03-03',
    companyType: 'Proprietary',
    registeredAddress: '1 Collins St, Melbourne',
    directors: [{ name: 'Jo Smith', role: 'Director', appointmentDate: '2020-01-15' }],
    shareholders: [{ name: 'Jo Smith', shares: '100', percentage: 100 }],
    charges: [],
    additionalInfo: {},
  };

  it.each([
    ['Active', 'green'],
    ['Dissolved', 'red'],
    ['dormant', 'yellow'],
    ['Under administration', 'blue'],
  ])('shows status %s in %s, with its text', (status, tone) => {
    render(<RegisterSearchCard statement={{ ...base, companyStatus: status }} />);
    const badge = screen.getByTestId('company-status');
    expect(badge).toHaveTextContent(status);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('formats dates as 3 Mar 2026', () => {
    render(<RegisterSearchCard statement={{ ...base, companyStatus: 'Active' }} />);
    expect(screen.getByText('3 Mar 2019')).toBeInTheDocument();
    expect(screen.getByText(/appointed 15 Jan 2020/)).toBeInTheDocument();
  });
});
