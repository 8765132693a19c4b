import { CircleAlert, UploadCloud } from 'lucide-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ACCEPT, addToPack, MAX_UPLOAD_BYTES, PACK_MAX_FILES, PACK_MAX_TOTAL_BYTES, type Refusal, refusedFile, rejectionText } from '../lib/upload-rules.ts';
import { ChosenFiles } from './chosen-files.tsx';

type UploadPanelProps = {
  /** Uploads the files as one document and starts its analysis; the panel stays disabled until it settles. Says why when the server refused. */
  onStart: (files: File[]) => Promise<{ refused: string } | undefined>;
  onCancel: () => void;
  busy: boolean;
};

const MB = 1024 * 1024;

/**
 * Upload Document (spec-core §2, §5): a .txt/.pdf/.docx or a photo of a page (.jpg/.png/.heic) of at
 * most 20 MB, or a pack of up to 10 of them, 50 MB together (issue 28), read as one document for one
 * credit. Files may be chosen or dropped in several goes and removed before sending. A refused file is
 * named with the reason (issue 27): what the browser can tell at once (type, size, empty, too many,
 * too much together), then what the server found in its bytes (damaged, password-protected…).
 */
export function UploadPanel({ onStart, onCancel, busy }: UploadPanelProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    disabled: busy,
    onDrop: (accepted, rejected) => {
      const added = addToPack(files, accepted);
      setFiles(added.files);
      setRefusals([...rejected.map((r) => ({ name: r.file.name, text: rejectionText(r) })), ...added.refused]);
    },
  });

  const start = async (chosen: File[]) => {
    setRefusals([]);
    const outcome = await onStart(chosen);
    if (!outcome?.refused) return;
    // The refused file leaves the list, so another can take its place; a refusal of the whole pack keeps it.
    const about = refusedFile(chosen, outcome.refused);
    if (about) setFiles((current) => current.filter((f) => f !== about.file));
    setRefusals([about ? { name: about.file.name, text: about.text } : { name: '', text: outcome.refused }]);
  };

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Upload Document</CardTitle>
        <CardDescription>Your Section 32, vendor statement or contract of sale: one file, or the whole pack at once.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        {/* The file input sits beside the zone, not in it: a control inside role=button is nested
            interactive content. The zone is named by its visible text (label in name). */}
        <input {...getInputProps()} aria-label="Document files" data-testid="upload-input" />
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
          <p className="font-medium">{isDragActive ? 'Drop the files here' : 'Drag and drop your documents here, or tap to choose'}</p>
          <p className="text-sm text-muted-foreground">
            PDF, Word (.docx) or text, or a photo of a page (JPEG, PNG, HEIC), up to {MAX_UPLOAD_BYTES / MB} MB each. Up to {PACK_MAX_FILES} files,{' '}
            {PACK_MAX_TOTAL_BYTES / MB} MB together, are read as one document for one credit.
          </p>
        </div>

        {refusals.length > 0 ? (
          <Alert variant="destructive" role="alert" data-testid="upload-refusal">
            <CircleAlert aria-hidden="true" />
            <ul className="flex min-w-0 flex-col gap-2">
              {refusals.map((refusal, i) => (
                <li key={`${refusal.name}-${i}`}>
                  <p className="break-words font-medium">{refusal.name ? `“${refusal.name}” was not uploaded` : 'The files were not uploaded'}</p>
                  <p className="mt-1 text-foreground">{refusal.text}</p>
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}

        <ChosenFiles files={files} busy={busy} onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))} />
      </CardContent>
      <CardFooter className="flex-wrap justify-end p-4 pt-0 sm:p-6 sm:pt-0">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => files.length > 0 && void start(files)} disabled={files.length === 0 || busy}>
          {busy ? 'Uploading...' : 'Start Analysis'}
        </Button>
      </CardFooter>
    </Card>
  );
}
