import { AlertTriangle, LoaderCircle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const LOAD_ERROR = 'We could not open your document. Please try again.';

export function ViewerLoading({ page }: { page: number }) {
  return (
    <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Loading page {page}...
    </p>
  );
}

export function ViewerError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {LOAD_ERROR}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
