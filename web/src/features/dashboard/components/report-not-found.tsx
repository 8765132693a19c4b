import { FileQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** /reports/{id} for a report this account does not have (never existed, deleted, or another user's). */
export function ReportNotFound({ onBack }: { onBack: () => void }) {
  return (
    <Card role="region" aria-labelledby="report-not-found-title">
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:p-10">
        <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
        <div className="flex flex-col gap-1">
          <h2 id="report-not-found-title" className="text-xl font-semibold">
            Report not found
          </h2>
          <p className="text-sm text-muted-foreground">
            This report is not in your documents. It may have been deleted, or the link belongs to another account.
          </p>
        </div>
        <Button onClick={onBack}>Back to your documents</Button>
      </CardContent>
    </Card>
  );
}
