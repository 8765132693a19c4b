import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type PriceCardProps = {
  name: string;
  price: string;
  period: string;
  description?: string;
  points: readonly string[];
  ctaLabel: string;
  onChoose: () => void;
  highlight?: ReactNode;
};

/** One column of the pricing grid. */
export function PriceCard({ name, price, period, description, points, ctaLabel, onChoose, highlight }: PriceCardProps) {
  const titleId = useId();
  return (
    <Card
      className={cn('flex flex-col', highlight ? 'border-primary ring-1 ring-primary' : undefined)}
      aria-labelledby={titleId}
      role="group"
    >
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h3" id={titleId} className="text-lg">
            {name}
          </CardTitle>
          {highlight ? <Badge>{highlight}</Badge> : null}
        </div>
        <p>
          <span className="text-3xl font-semibold tracking-tight">{price}</span>{' '}
          <span className="text-sm text-muted-foreground">{period}</span>
        </p>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2 text-sm">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {point}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full" variant={highlight ? 'default' : 'outline'} onClick={onChoose}>
          {ctaLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}
