import { FileSearch, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/**
 * Shown on the right when nothing is selected. With no documents yet it has no button of its own: the
 * empty list's 'Upload your first property document' is the one Upload (issue 27).
 */
export function WelcomePanel({ onUpload, noDocuments }: { onUpload: () => void; noDocuments: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <FileSearch aria-hidden="true" className="size-7" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold">Check a property before you sign</h2>
          <p className="text-sm text-muted-foreground">
            {noDocuments
              ? 'Upload a Section 32, vendor statement or contract of sale to get a risk report.'
              : 'Upload a Section 32, vendor statement or contract of sale to get a risk report, or choose one of your documents to see its saved analysis.'}
          </p>
        </div>
        {noDocuments ? null : (
          <Button onClick={onUpload}>
            <Upload aria-hidden="true" />
            Upload Document
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
