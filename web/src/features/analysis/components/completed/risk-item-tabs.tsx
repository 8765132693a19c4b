import type { ComprehensivePropertyAnalysisDto } from '@doco/contracts';
import type { ReactNode } from 'react';
import { Glossed } from '@/components/glossary/glossed';
import { categoryLabel } from '../../lib/risk.ts';
import { RiskBadge } from '@/components/risk-badge';

type Analysis = ComprehensivePropertyAnalysisDto;
type Encumbrance = Analysis['easements'][number];

function Item({ title, badge, children }: { title: string; badge: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h5 className="font-medium">
          <Glossed text={title} />
        </h5>
        {badge}
      </div>
      <div className="flex flex-col gap-1.5 text-sm">{children}</div>
    </li>
  );
}

function Labelled({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <p>
      <span className="font-medium">{label}: </span>
      <Glossed text={text} />
    </p>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="text-sm text-muted-foreground">{text}</p>;
}

function EncumbranceGroup({ title, items }: { title: string; items: Encumbrance[] }) {
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">
        <Glossed text={title} />
      </h4>
      <ul className="flex flex-col gap-2">
        {items.map((item, i) => (
          <Item key={i} title={item.type} badge={<RiskBadge level={item.riskLevel} />}>
            <p>
              <Glossed text={item.description} />
            </p>
            <Labelled label="Impact" text={item.impact} />
          </Item>
        ))}
      </ul>
    </section>
  );
}

/** Easements and restrictions, plus any other encumbrances the contract lists. */
export function RestrictionsTab({ analysis }: { analysis: Analysis }) {
  const groups: [string, Encumbrance[]][] = [
    ['Easements', analysis.easements],
    ['Restrictions', analysis.restrictions],
    ['Covenants', analysis.covenants],
    ['Encumbrances', analysis.encumbrances],
    ['Caveats', analysis.caveats],
    ['Notices', analysis.notices],
  ];
  if (groups.every(([, items]) => items.length === 0)) return <Empty text="No easements or restrictions were found." />;
  return (
    <div className="flex flex-col gap-4">
      {groups.map(([title, items]) => (
        <EncumbranceGroup key={title} title={title} items={items} />
      ))}
    </div>
  );
}

export function OverlaysTab({ overlays }: { overlays: Analysis['overlays'] }) {
  if (overlays.length === 0) return <Empty text="No planning overlays were found." />;
  return (
    <ul className="flex flex-col gap-2">
      {overlays.map((overlay, i) => (
        <Item key={i} title={overlay.type} badge={<RiskBadge level={overlay.riskLevel} />}>
          <p>
            <Glossed text={overlay.description} />
          </p>
          <Labelled label="Council rules" text={overlay.councilRules} />
          <Labelled label="Impact" text={overlay.impact} />
          <Labelled label="More information" text={overlay.additionalInfo} />
        </Item>
      ))}
    </ul>
  );
}

export function RisksTab({ risks }: { risks: Analysis['risks'] }) {
  if (risks.length === 0) return <Empty text="No further risks were found." />;
  return (
    <ul className="flex flex-col gap-2">
      {risks.map((risk, i) => (
        <Item key={i} title={risk.title} badge={<RiskBadge level={risk.severity} />}>
          <p className="text-xs text-muted-foreground">{categoryLabel(risk.category)}</p>
          <p>
            <Glossed text={risk.description} />
          </p>
          <Labelled label="Impact" text={risk.impact} />
          <Labelled label="Recommendation" text={risk.recommendation} />
        </Item>
      ))}
    </ul>
  );
}
