import { GLOSSARY, searchGlossary } from '@doco/contracts/glossary';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { HELP_CATEGORIES, type HelpCategoryId } from '../data/categories.ts';
import { FAQS } from '../data/faqs.ts';
import { filterFaqs } from '../lib/filter-faqs.ts';
import { CategoryFilter } from './category-filter.tsx';
import { FaqList } from './faq-list.tsx';
import { GlossaryList } from './glossary-list.tsx';
import { QuickLinks } from './quick-links.tsx';
import { TopicGrid } from './topic-grid.tsx';

const GLOSSARY_A_TO_Z = [...GLOSSARY].sort((a, b) => a.term.localeCompare(b.term, 'en-AU'));

export function HelpCentrePage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<HelpCategoryId | null>(null);
  const results = filterFaqs(FAQS, search, category);
  const searching = search.trim() !== '';
  const browsing = category === null && !searching;
  // The glossary is listed whole while browsing; a search shows the terms it finds, above the articles.
  const terms = searching ? searchGlossary(search) : GLOSSARY_A_TO_Z;
  const categoryLabel = HELP_CATEGORIES.find((c) => c.id === category)?.label;

  return (
    <PageShell>
      <div className="flex flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Help Centre</h1>
          <p className="text-muted-foreground">
            Answers about using Doco. Can't find one?{' '}
            <Link to={paths.contactUs} className="text-primary underline underline-offset-4">
              Contact us
            </Link>
            .
          </p>
        </header>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="help-search">Search help articles</Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                id="help-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="e.g. credits, scanned, stamp duty"
                className="pl-9"
              />
            </div>
          </div>
          <CategoryFilter value={category} onChange={setCategory} />
        </div>
        {browsing ? <TopicGrid faqs={FAQS} onSelect={setCategory} /> : null}
        {searching && terms.length > 0 ? <GlossaryList title="Glossary terms" entries={terms} /> : null}
        {results.length > 0 || !searching || terms.length === 0 ? (
          <FaqList
            title={searching ? 'Search results' : (categoryLabel ?? 'All Topics')}
            faqs={results}
            onClear={() => {
              setSearch('');
              setCategory(null);
            }}
          />
        ) : null}
        {browsing ? <GlossaryList title="Glossary of property terms" entries={terms} /> : null}
        <QuickLinks />
      </div>
    </PageShell>
  );
}
