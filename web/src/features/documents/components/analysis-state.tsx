import type { DocumentListItem } from '@doco/contracts';
import { CircleCheck, CircleDashed, CircleX, LoaderCircle } from 'lucide-react';

/** The row's analysis line: an icon with text, so the state never rests on colour. */
export function AnalysisState({ analysis }: { analysis: DocumentListItem['analysis'] }) {
  const status = analysis?.status;
  if (status === 'completed') {
    return (
      <span className="inline-flex items-center gap-1 text-green-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        Analysis saved
      </span>
    );
  }
  if (status === 'processing') {
    return (
      <span className="inline-flex items-center gap-1 text-primary">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Analysing...
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 text-destructive">
        <CircleX aria-hidden="true" className="size-4" />
        Analysis failed
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <CircleDashed aria-hidden="true" className="size-4" />
      {status === 'pending' ? 'Analysis pending' : 'Not analysed'}
    </span>
  );
}
