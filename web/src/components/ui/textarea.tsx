import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClasses } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'h-auto min-h-28 resize-y', className)} {...props} />;
}
