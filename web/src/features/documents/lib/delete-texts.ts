// Texts of spec-core §5 and §8 for deleting documents.

export const DELETE_ONE_CONFIRMATION = 'Are you sure you want to delete this document? This action cannot be undone.';

/** The single confirmation, or the same form with the count and a plural. */
export function deleteConfirmation(count: number): string {
  if (count === 1) return DELETE_ONE_CONFIRMATION;
  return `Are you sure you want to delete these ${count} documents? This action cannot be undone.`;
}

export const DELETE_ONE_FAILED = 'Failed to delete the document. Please try again.';
export const DELETE_SOME_FAILED = 'Failed to delete some documents. Please try again.';

export function deletedManyText(count: number): string {
  return `Successfully deleted ${count} ${count === 1 ? 'document' : 'documents'}`;
}
