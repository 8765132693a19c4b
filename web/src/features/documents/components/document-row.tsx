import { DOCUMENT_TYPE_LABELS, type DocumentListItem } from '@doco/contracts';
import { FileText, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { AnalysisState } from './analysis-state.tsx';

type DocumentRowProps = {
  document: DocumentListItem;
  isSelected: boolean;
  onSelect: () => void;
  onDelete: () => void;
  /** Delete Multiple mode: a checkbox replaces the select and delete buttons. */
  multiSelect: { checked: boolean; onCheckedChange: (checked: boolean) => void } | null;
};

/** Named by the property's address, the file name second (a pack's first file); its kind in words, its files when a pack, and its date. */
function RowText({ document }: { document: DocumentListItem }) {
  const address = document.address?.trim();
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span className="truncate font-medium" title={address || document.originalName}>
        {address || document.originalName}
      </span>
      {address ? (
        <span className="truncate text-xs text-muted-foreground" title={document.originalName}>
          {document.originalName}
        </span>
      ) : null}
      <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        {document.documentType ? <span>{DOCUMENT_TYPE_LABELS[document.documentType]}</span> : null}
        {/* A pack (issue 28): several files read as this one document. */}
        {document.fileCount && document.fileCount > 1 ? <span data-testid="pack-file-count">Pack of {document.fileCount} files</span> : null}
        <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time>
        <AnalysisState analysis={document.analysis} />
      </span>
    </span>
  );
}

export function DocumentRow({ document, isSelected, onSelect, onDelete, multiSelect }: DocumentRowProps) {
  const rowClasses = cn(
    'flex items-center gap-3 rounded-md border p-3 transition-colors',
    isSelected ? 'border-primary bg-accent/60' : 'bg-card hover:bg-muted',
  );

  if (multiSelect) {
    const id = `select-document-${document.id}`;
    return (
      <li className={rowClasses}>
        <Checkbox id={id} checked={multiSelect.checked} onCheckedChange={(v) => multiSelect.onCheckedChange(v === true)} />
        <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <RowText document={document} />
        </label>
      </li>
    );
  }

  return (
    <li className={rowClasses}>
      <button
        type="button"
        onClick={onSelect}
        aria-current={isSelected ? 'true' : undefined}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-sm text-left"
      >
        <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <RowText document={document} />
      </button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${document.originalName}`} className="shrink-0">
        <Trash2 aria-hidden="true" className="text-destructive" />
      </Button>
    </li>
  );
}
