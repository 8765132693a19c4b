import { type ComparedAnalysis, investmentTotalText, ongoingTotalText, upfrontTotalText } from '@doco/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RiskBadge } from '@/components/risk-badge';
import { ToneBadge } from '@/components/ui/tone-badge';
import { reportPath } from '@/config/paths';
import { FACT_LABELS, PRICE_NOT_SPECIFIED } from '@/features/analysis/components/completed/property-tab';
import { formatCents, formatDate } from '@/lib/format';
import { isHiddenIn, keyDateRows, propertyName, type RiskCell, riskRows, shownQuestions } from '../lib/comparison-rows.ts';

// What the comparison shows, section by section and row by row; the table (wide screens) and the
// stacked cards (phones) lay out the same rows. Every cell that says something links to its report.

export interface ComparisonRow {
  key: string;
  label: string;
  /** The cell of the analysis in `column`. */
  cell: (column: number) => ReactNode;
}
export interface ComparisonSection {
  title: string;
  rows: ComparisonRow[];
  /** Said instead of rows when there are none. */
  empty: string;
}

/** A cell's words as a link to that property's report; the link names the property for screen readers. */
export function ReportLink({ analysis, children }: { analysis: ComparedAnalysis; children: ReactNode }) {
  return (
    <Link
      to={reportPath(analysis.id)}
      className="rounded-sm underline decoration-muted-foreground/60 decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
      <span className="sr-only">, report for {propertyName(analysis)}</span>
    </Link>
  );
}

/** Under a property's name: its file's name (when the name is its address) and how many items the buyer hid from it. */
export function ColumnCaption({ analysis }: { analysis: ComparedAnalysis }) {
  const hidden = analysis.hiddenItems.length;
  return (
    <>
      {propertyName(analysis) !== analysis.documentName ? <span className="block text-xs font-normal text-muted-foreground">{analysis.documentName}</span> : null}
      {hidden > 0 ? (
        <span className="block text-xs font-normal text-muted-foreground">{hidden === 1 ? '1 item you hid is left out' : `${hidden} items you hid are left out`}</span>
      ) : null}
    </>
  );
}

const Missing = ({ children }: { children: ReactNode }) => <span className="text-muted-foreground">{children}</span>;
/** An item the buyer hid from that report (the words the PDF report uses for a hidden fact). */
export const HIDDEN_TEXT = 'Left out at your request';

/** An amount in bold, and what follows it (what a total leaves out) smaller under it, as the Costs tab shows totals. */
function MoneyText({ text }: { text: string }) {
  const [, amount, rest = ''] = /^(-?A\$[\d,.]+)\s*(.*)$/.exec(text) ?? [];
  if (!amount) return <span>{text}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-semibold tabular-nums">{amount}</span>
      {rest ? <span className="text-xs text-muted-foreground">{rest}</span> : null}
    </span>
  );
}

function RiskCellView({ analysis, cell }: { analysis: ComparedAnalysis; cell: RiskCell }) {
  if (cell.state === 'none') return <Missing>Not raised</Missing>;
  if (cell.state === 'hidden') return <Missing>{HIDDEN_TEXT}</Missing>;
  if (cell.state === 'unconfirmed') return <ToneBadge tone="neutral">Could not confirm</ToneBadge>;
  if (cell.state === 'checked') return <Missing>Checked: {cell.title}</Missing>;
  return (
    <span className="flex flex-col items-start gap-1">
      <ReportLink analysis={analysis}>
        {cell.level ? <RiskBadge level={cell.level} /> : <ToneBadge tone="neutral">Found</ToneBadge>}
      </ReportLink>
      {cell.titles.map((title) => (
        <span key={title} className="text-xs text-muted-foreground">
          {title}
        </span>
      ))}
    </span>
  );
}

function QuestionsCell({ analysis }: { analysis: ComparedAnalysis }) {
  const questions = shownQuestions(analysis);
  if (questions.length === 0) return <Missing>No questions</Missing>;
  return (
    <div className="flex flex-col gap-1">
      <ReportLink analysis={analysis}>{questions.length === 1 ? '1 question' : `${questions.length} questions`}</ReportLink>
      <ol className="list-decimal pl-5 text-sm">
        {questions.map((q, i) => (
          <li key={i}>{q.question}</li>
        ))}
      </ol>
    </div>
  );
}

const costsOf = (analysis: ComparedAnalysis) => analysis.costs;
const NO_COSTS = 'Not estimated';

/** The sections of the comparison of `analyses`, in the order the page shows them. */
export function comparisonSections(analyses: ComparedAnalysis[]): ComparisonSection[] {
  const at = (column: number) => analyses[column]!;
  const fact = (field: 'purchasePrice' | 'deposit' | 'settlementDate', missing: string): ComparisonRow => ({
    key: field,
    label: FACT_LABELS[field],
    cell: (column) => {
      if (isHiddenIn(at(column), 'fact', field)) return <Missing>{HIDDEN_TEXT}</Missing>;
      const value = at(column).property?.[field]?.trim();
      return value ? <ReportLink analysis={at(column)}>{value}</ReportLink> : <Missing>{missing}</Missing>;
    },
  });
  const cost = (key: string, label: string, text: (costs: NonNullable<ComparedAnalysis['costs']>) => string): ComparisonRow => ({
    key,
    label,
    cell: (column) => {
      const costs = costsOf(at(column));
      return costs ? (
        <ReportLink analysis={at(column)}>
          <MoneyText text={text(costs)} />
        </ReportLink>
      ) : (
        <Missing>{NO_COSTS}</Missing>
      );
    },
  });

  return [
    {
      title: 'Price and settlement',
      empty: '',
      rows: [fact('purchasePrice', PRICE_NOT_SPECIFIED), fact('deposit', 'Not specified'), fact('settlementDate', 'Not specified')],
    },
    {
      title: 'Costs',
      empty: '',
      rows: [
        cost('duty', 'Transfer (stamp) duty', (c) => (c.transferDuty === null ? 'Not known (no purchase price in the document)' : formatCents(c.transferDuty))),
        cost('upfront', 'Total upfront costs', upfrontTotalText),
        cost('ongoing', 'Total ongoing costs (annual)', ongoingTotalText),
        cost('first-year', 'Total investment (first year)', investmentTotalText),
      ],
    },
    {
      title: 'Risks',
      empty: 'No risks were raised in these documents.',
      rows: [
        {
          key: 'overall',
          label: 'Overall risk',
          cell: (column) => {
            const level = at(column).overallRisk;
            return level ? (
              <ReportLink analysis={at(column)}>
                <RiskBadge level={level} />
              </ReportLink>
            ) : (
              <Missing>Not rated</Missing>
            );
          },
        },
        ...riskRows(analyses).map((row) => ({ key: row.key, label: row.label, cell: (column: number) => <RiskCellView analysis={at(column)} cell={row.cells[column]!} /> })),
      ],
    },
    {
      title: 'Key dates',
      empty: 'No key dates were found in these documents.',
      rows: keyDateRows(analyses).map((row) => ({
        key: row.kind,
        label: row.label,
        cell: (column: number) => {
          const item = row.cells[column];
          if (item === 'hidden') return <Missing>{HIDDEN_TEXT}</Missing>;
          if (!item) return <Missing>Not in this document</Missing>;
          const text = item.date ? formatDate(item.date) : item.rule ? 'Counted from the day you sign' : 'No date given';
          return <ReportLink analysis={at(column)}>{text}</ReportLink>;
        },
      })),
    },
    {
      title: "Questions for the vendor's solicitor",
      empty: '',
      rows: [{ key: 'questions', label: 'Questions to ask', cell: (column) => <QuestionsCell analysis={at(column)} /> }],
    },
  ];
}
