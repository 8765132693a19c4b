import { ERROR_REPORT_NOTE_MAX, ERROR_REPORT_REASONS, type ErrorReportReason, type ReportedItem } from '@doco/contracts';
import { type FormEvent, useId, useState } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/server-message';
import { useReportError } from '../../api/error-reports.ts';

const REASONS = Object.entries(ERROR_REPORT_REASONS) as [ErrorReportReason, string][];

type LooksWrongDialogProps = { analysisId: string; item: ReportedItem; open: boolean; onOpenChange: (open: boolean) => void };

/** The reason (a fixed list), an optional note and 'hide it from my report'; kept by Doco, sent nowhere else. */
export function LooksWrongDialog({ analysisId, item, open, onOpenChange }: LooksWrongDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ErrorReportReason | null>(null);
  const [note, setNote] = useState('');
  const [hide, setHide] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const send = useReportError(analysisId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    send.mutate(
      { item, reason, note: note.trim() || undefined, hide },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: 'Thank you for telling us', description: hide ? 'We will look into it. The item is hidden from your report.' : 'We will look into it.' });
        },
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>This looks wrong</AlertDialogTitle>
            <AlertDialogDescription>
              Tell us what is wrong with “{item.title}”. Your report stays with Doco; it is not sent to anyone else.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <fieldset className="flex flex-col gap-2" aria-describedby={missingReason ? `${id}-reason-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">What looks wrong?</legend>
            {REASONS.map(([value, label]) => (
              <label key={value} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissingReason(false);
                  }}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
            {missingReason ? (
              <p id={`${id}-reason-error`} role="alert" className="text-sm font-medium text-destructive">
                Choose what looks wrong.
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-note`}>Add a note (optional)</Label>
            <Textarea id={`${id}-note`} rows={3} maxLength={ERROR_REPORT_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} aria-describedby={`${id}-note-count`} className="min-h-20" />
            <p id={`${id}-note-count`} className="text-xs text-muted-foreground">
              {note.length} of {ERROR_REPORT_NOTE_MAX} characters
            </p>
          </div>
          <div className="flex items-start gap-2">
            {/* A native box: it sits inside the form (Radix's would add a hidden input that measures itself). */}
            <input id={`${id}-hide`} type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} className="mt-0.5 size-4 shrink-0 accent-primary" />
            <Label htmlFor={`${id}-hide`} className="font-normal leading-snug">
              Hide this from my report (on screen and in the PDF). You can show it again later.
            </Label>
          </div>
          {send.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessageOr(send.error, 'Could not send your report. Please try again.')}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
