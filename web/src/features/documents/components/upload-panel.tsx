import { CircleAlert, FileText, UploadCloud, X } from 'lucide-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ACCEPT, formatFileSize, MAX_UPLOAD_BYTES, refusalOf, rejectionText } from '../lib/upload-rules.ts';

type UploadPanelProps = {
  /** Uploads and starts the analysis; the panel stays disabled until it settles. Says why when the server refused the file. */
  onStart: (file: File) => Promise<{ refused: string } | undefined>;
  onCancel: () => void;
  busy: boolean;
};

type Refusal = { name: string; text: string };

/**
 * Upload Document (spec-core §2, §5): one .txt/.pdf/.docx, or a photo of a page (.jpg/.png/.heic), of
 * at most 20 MB. A refused file is named with the reason (issue 27, beyond the spec's silent drop): what
 * the browser can tell at once (type, size, empty), then what the server found in its bytes (damaged,
 * password-protected…). The zone and buttons are disabled while an upload runs.
 */
export function UploadPanel({ onStart, onCancel, busy }: UploadPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_UPLOAD_BYTES,
    disabled: busy,
    // The MIME check alone would let e.g. a .log (text/plain) through; an empty file is refused too.
    validator: (f) => {
      const text = refusalOf(f);
      return text ? { code: 'file-invalid-type', message: text } : null;
    },
    onDropAccepted: (files) => {
      setFile(files[0] ?? null);
      setRefusal(null);
    },
    onDropRejected: (rejections) => {
      setFile(null);
      setRefusal({ name: rejections.length === 1 ? (rejections[0]?.file.name ?? '') : `${rejections.length} files`, text: rejectionText(rejections) });
    },
  });

  const start = async (chosen: File) => {
    setRefusal(null);
    const outcome = await onStart(chosen);
    if (outcome?.refused) setRefusal({ name: chosen.name, text: outcome.refused });
  };

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
          <p className="text-sm text-muted-foreground">PDF, Word (.docx) or text, or a photo of a page (JPEG, PNG, HEIC), up to 20 MB</p>
        </div>

        {refusal ? (
          <Alert variant="destructive" role="alert" data-testid="upload-refusal">
            <CircleAlert aria-hidden="true" />
            <div className="min-w-0">
              <p className="break-words font-medium">{refusal.name ? `“${refusal.name}” was not uploaded` : 'The file was not uploaded'}</p>
              <p className="mt-1 text-foreground">{refusal.text}</p>
            </div>
          </Alert>
        ) : null}

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
        <Button onClick={() => file && void start(file)} disabled={!file || busy}>
          {busy ? 'Uploading...' : 'Start Analysis'}
        </Button>
      </CardFooter>
    </Card>
  );
}
