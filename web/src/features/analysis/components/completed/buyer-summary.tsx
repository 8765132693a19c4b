import type { ComprehensivePropertyAnalysisDto } from '@doco/contracts';
import { CircleCheck, Flag, Lightbulb } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Glossed } from '@/components/glossary/glossed';
import { RiskBadge } from '@/components/risk-badge';

type Summary = ComprehensivePropertyAnalysisDto['buyerSummary'];

function SummaryList({ title, items, Icon, iconClass }: {
  title: string;
  items: string[];
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  iconClass: string;
}) {
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="flex flex-col gap-2">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2 text-sm">
            <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${iconClass}`} />
            <span>
              <Glossed text={item} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Doco Summary': the overall risk and the three lists. */
export function BuyerSummary({ summary }: { summary: Summary }) {
  return (
    <section aria-labelledby="doco-summary" className="flex flex-col gap-4 rounded-lg border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="doco-summary" className="text-lg font-semibold">
          Doco Summary
        </h3>
        <RiskBadge level={summary.overallRisk} suffix="overall risk" />
      </div>
      <SummaryList title="Key Points" items={summary.keyPoints} Icon={CircleCheck} iconClass="text-primary" />
      <SummaryList title="Red Flags" items={summary.redFlags} Icon={Flag} iconClass="text-red-700" />
      <SummaryList title="Recommendations" items={summary.recommendations} Icon={Lightbulb} iconClass="text-amber-700" />
    </section>
  );
}
