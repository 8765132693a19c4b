import { FileText, UploadCloud, X } from 'lucide-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ACCEPT, formatFileSize, hasAcceptedExtension, MAX_UPLOAD_BYTES } from '../lib/upload-rules.ts';

type UploadPanelProps = {
  /** Uploads and starts the analysis; the panel stays disabled until it settles. */
  onStart: (file: File) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
};

/**
 * Upload Document (spec-core §2, §5): one .txt/.pdf/.docx of at most 20 MB. Anything else is
 * dropped with no message; the zone and buttons are disabled while an upload runs.
 */
export function UploadPanel({ onStart, onCancel, busy }: UploadPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_UPLOAD_BYTES,
    disabled: busy,
    // The MIME check alone would let e.g. a .log (text/plain) through.
    validator: (f) => (hasAcceptedExtension(f.name) ? null : { code: 'file-invalid-type', message: 'Not accepted' }),
    onDropAccepted: (files) => setFile(files[0] ?? null),
  });

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Upload Document</CardTitle>
        <CardDescription>Your Section 32, vendor statement or contract of sale.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        {/* The file input sits beside the zone, not in it: a control inside role=button is nested
            interactive content. The zone is named by its visible text (label in name). */}
        <input {...getInputProps()} aria-label="Document file" data-testid="upload-input" />
        <div
          {...getRootProps({
            role: 'button',
            'aria-disabled': busy,
          })}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors sm:p-10',
            isDragActive ? 'border-primary bg-accent' : 'border-input hover:bg-muted',
            busy && 'cursor-not-allowed opacity-60',
          )}
        >
          <UploadCloud aria-hidden="true" className="size-8 text-primary" />
          <p className="font-medium">{isDragActive ? 'Drop the file here' : 'Drag and drop your document here, or tap to choose'}</p>
          <p className="text-sm text-muted-foreground">PDF, DOCX or TXT, up to 20 MB</p>
        </div>

        {file ? (
          <div className="flex items-center gap-3 rounded-md border bg-muted/50 p-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" data-testid="chosen-file">
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
            </div>
            <Button variant="ghost" size="icon" onClick={() => setFile(null)} disabled={busy} aria-label={`Remove ${file.name}`}>
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap justify-end p-4 pt-0 sm:p-6 sm:pt-0">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => file && void onStart(file)} disabled={!file || busy}>
          {busy ? 'Uploading...' : 'Start Analysis'}
        </Button>
      </CardFooter>
    </Card>
  );
}
