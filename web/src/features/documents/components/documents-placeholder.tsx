import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** spec-core §2: three placeholder rows while the list loads. */
export function DocumentsSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading documents" className="flex flex-col gap-2">
      {[0, 1, 2].map((i) => (
        <li key={i} data-testid="document-skeleton" className="flex items-center gap-3 rounded-md border p-3">
          <Skeleton className="size-5" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function DocumentsEmpty({ onUpload }: { onUpload: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed p-6 text-center">
      <FileUp aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-sm text-muted-foreground">No property documents uploaded yet</p>
      <Button onClick={onUpload}>Upload your first property document</Button>
    </div>
  );
}
