import { Button } from '@/components/ui/button';

type BulkActionsBarProps = {
  allSelected: boolean;
  selectedCount: number;
  onToggleAll: () => void;
  onDeleteSelected: () => void;
  onCancel: () => void;
  busy: boolean;
};

export function BulkActionsBar({ allSelected, selectedCount, onToggleAll, onDeleteSelected, onCancel, busy }: BulkActionsBarProps) {
  return (
    <div role="toolbar" aria-label="Delete multiple documents" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={onToggleAll} disabled={busy}>
        {allSelected ? 'Deselect All' : 'Select All'}
      </Button>
      <Button variant="destructive" size="sm" onClick={onDeleteSelected} disabled={selectedCount === 0 || busy}>
        Delete Selected ({selectedCount})
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
