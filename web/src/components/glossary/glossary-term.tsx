import type { GlossaryEntry } from '@doco/contracts/glossary';
import { useId, type ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/**
 * A term in running text that opens its one-line explanation. A real button, so a keyboard (Enter,
 * Space, Escape) and a tap open and close it as well as a click; it keeps the text's own case and
 * size, marked only by a dotted underline.
 */
export function GlossaryTerm({ entry, children }: { entry: GlossaryEntry; children: ReactNode }) {
  const titleId = useId();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          data-glossary-term={entry.id}
          className="inline cursor-help rounded-sm p-0 text-left underline decoration-dotted decoration-1 underline-offset-[3px] [text-transform:inherit] hover:decoration-solid data-[state=open]:bg-accent data-[state=open]:text-accent-foreground"
        >
          {children}
        </button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} className="flex flex-col gap-1 normal-case tracking-normal">
        <p id={titleId} className="font-semibold">
          {entry.term}
        </p>
        <p className="font-normal">{entry.short}</p>
      </PopoverContent>
    </Popover>
  );
}
