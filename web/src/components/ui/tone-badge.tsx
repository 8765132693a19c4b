import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A badge in a status colour (risk levels, company status, credits). Always give it text:
 * the colour is never the only signal. `data-tone` lets tests and styles read the tone.
 */
const toneBadgeVariants = cva(
  'inline-flex w-fit items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-muted text-foreground',
        green: 'border-green-300 bg-green-50 text-green-800',
        yellow: 'border-amber-300 bg-amber-50 text-amber-900',
        red: 'border-red-300 bg-red-50 text-red-800',
        orange: 'border-orange-300 bg-orange-50 text-orange-900',
        darkred: 'border-red-950 bg-red-900 text-white',
        blue: 'border-blue-300 bg-blue-50 text-blue-800',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type Tone = NonNullable<VariantProps<typeof toneBadgeVariants>['tone']>;

export function ToneBadge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof toneBadgeVariants>) {
  return <span data-tone={tone ?? 'neutral'} className={cn(toneBadgeVariants({ tone }), className)} {...props} />;
}
