import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva('flex gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', {
  variants: {
    variant: {
      default: 'bg-card text-foreground',
      info: 'border-primary/30 bg-accent text-accent-foreground',
      destructive: 'border-destructive/50 bg-destructive/5 text-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** An inline notice. Pass role="alert" when it appears in answer to an action. */
export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}
