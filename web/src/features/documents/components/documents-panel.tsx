import type { DocumentListItem } from '@doco/contracts';
import { ListChecks, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useDeleteDocument, useDeleteDocuments } from '../api/delete-document.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DELETE_ONE_FAILED, DELETE_SOME_FAILED, deletedManyText } from '../lib/delete-texts.ts';
import { useBulkSelection } from '../lib/use-bulk-selection.ts';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import { DeleteConfirmDialog } from './delete-confirm-dialog.tsx';
import { DocumentRow } from './document-row.tsx';
import { DocumentsEmpty, DocumentsSkeleton } from './documents-placeholder.tsx';

/** spec-core §9: the list scrolls above 3 items. */
export const LIST_SCROLL_ABOVE = 3;

type DocumentsPanelProps = {
  selectedId: string | null;
  onSelect: (document: DocumentListItem) => void;
  onUpload: () => void;
  /** Called with the ids that were deleted, so the page can drop a selection that went. */
  onDeleted: (ids: string[]) => void;
};

/** Your Documents (spec-core §2): select, delete one, Delete Multiple. */
export function DocumentsPanel({ selectedId, onSelect, onUpload, onDeleted }: DocumentsPanelProps) {
  const { data: documents, isPending, isError } = useDocuments();
  const bulk = useBulkSelection();
  const deleteOne = useDeleteDocument();
  const deleteMany = useDeleteDocuments();
  // What the open confirmation would delete; empty = closed.
  const [confirming, setConfirming] = useState<string[]>([]);

  const allIds = documents?.map((d) => d.id) ?? [];
  const allSelected = allIds.length > 0 && allIds.every((id) => bulk.ids.has(id));
  const busy = deleteOne.isPending || deleteMany.isPending;

  const confirmDelete = async () => {
    const ids = confirming;
    setConfirming([]);
    if (ids.length === 1 && !bulk.active) {
      try {
        await deleteOne.mutateAsync(ids[0]!);
        onDeleted(ids);
        toast({ title: 'Document deleted', description: 'The document and its analysis have been permanently deleted.' });
      } catch {
        toast({ variant: 'destructive', title: 'Delete failed', description: DELETE_ONE_FAILED });
      }
      return;
    }
    const result = await deleteMany.mutateAsync(ids).catch(() => ({ deleted: [], failed: ids }));
    if (result.deleted.length > 0) onDeleted(result.deleted);
    if (result.failed.length > 0) {
      toast({ variant: 'destructive', title: 'Delete failed', description: DELETE_SOME_FAILED });
      return;
    }
    bulk.stop();
    toast({ title: 'Documents deleted', description: deletedManyText(result.deleted.length) });
  };

  return (
    <Card>
      <CardHeader className="gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Your Documents</CardTitle>
          <div className="flex gap-2">
            {documents && documents.length > 0 && !bulk.active ? (
              <Button variant="outline" size="sm" onClick={bulk.start}>
                <ListChecks aria-hidden="true" />
                Delete Multiple
              </Button>
            ) : null}
            {/* With no documents, the empty list's own button is the one Upload (issue 27). */}
            {documents?.length === 0 ? null : (
              <Button size="sm" onClick={onUpload}>
                <Upload aria-hidden="true" />
                Upload
              </Button>
            )}
          </div>
        </div>
        {bulk.active ? (
          <BulkActionsBar
            allSelected={allSelected}
            selectedCount={bulk.ids.size}
            onToggleAll={() => bulk.toggleAll(allIds)}
            onDeleteSelected={() => setConfirming([...bulk.ids])}
            onCancel={bulk.stop}
            busy={busy}
          />
        ) : null}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {isPending ? (
          <DocumentsSkeleton />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load your documents. Please refresh the page.
          </p>
        ) : documents.length === 0 ? (
          <DocumentsEmpty onUpload={onUpload} />
        ) : (
          <ul
            aria-label="Documents"
            data-scrolls={documents.length > LIST_SCROLL_ABOVE ? 'true' : 'false'}
            className={cn(
              'flex flex-col gap-2',
              documents.length > LIST_SCROLL_ABOVE && 'max-h-[15.5rem] overflow-y-auto overscroll-contain pr-1',
            )}
          >
            {documents.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                isSelected={document.id === selectedId}
                onSelect={() => onSelect(document)}
                onDelete={() => setConfirming([document.id])}
                multiSelect={
                  bulk.active
                    ? { checked: bulk.ids.has(document.id), onCheckedChange: (c) => bulk.toggle(document.id, c) }
                    : null
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
      <DeleteConfirmDialog
        count={confirming.length}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming([])}
      />
    </Card>
  );
}
