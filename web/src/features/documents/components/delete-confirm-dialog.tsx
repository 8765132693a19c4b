import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { deleteConfirmation } from '../lib/delete-texts.ts';

type DeleteConfirmDialogProps = {
  /** How many documents; 0 keeps the dialog closed. */
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The delete confirmation of spec-core §5, for one document or several. */
export function DeleteConfirmDialog({ count, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  return (
    <AlertDialog open={count > 0} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{count > 1 ? `Delete ${count} documents` : 'Delete document'}</AlertDialogTitle>
          <AlertDialogDescription>{deleteConfirmation(count)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
