import { FileText, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatFileSize, PACK_MAX_FILES, PACK_MAX_TOTAL_BYTES } from '../lib/upload-rules.ts';

/** The files chosen for one upload, in the order they will be read, each with its size and a Remove button. */
export function ChosenFiles({ files, busy, onRemove }: { files: readonly File[]; busy: boolean; onRemove: (file: File) => void }) {
  if (files.length === 0) return null;
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2" aria-label="Chosen files">
        {files.map((file) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 rounded-md border bg-muted/50 p-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" data-testid="chosen-file">
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
            </div>
            <Button variant="ghost" size="icon" onClick={() => onRemove(file)} disabled={busy} aria-label={`Remove ${file.name}`}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {files.length > 1 ? (
        <p className="text-xs text-muted-foreground" data-testid="pack-summary">
          {files.length} of {PACK_MAX_FILES} files · {formatFileSize(total)} of {formatFileSize(PACK_MAX_TOTAL_BYTES)}: read together as one document, for one credit.
        </p>
      ) : null}
    </div>
  );
}
