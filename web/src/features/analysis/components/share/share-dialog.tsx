import { SHARE_DAYS } from '@doco/contracts';
import { Check, Copy } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessageOr } from '@/lib/server-message';
import { useCreateShare } from '../../api/shares.ts';
import { linkAddress } from './share-format.ts';
import { SharesList } from './shares-list.tsx';

type ShareDialogProps = { analysisId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Whole days from 1 to 30, or null for anything else. */
function readDays(value: string): number | null {
  const days = Number(value);
  return Number.isInteger(days) && days >= SHARE_DAYS.min && days <= SHARE_DAYS.max ? days : null;
}

/** The new link, shown once with a copy button (the server keeps only its hash). */
function CreatedLink({ address }: { address: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the address stays selectable.
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-md border border-primary/30 bg-accent p-3">
      <Label htmlFor={`${id}-link`}>Your new link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={`${id}-link`} readOnly value={address} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs sm:text-xs" aria-describedby={`${id}-once`} />
        <Button type="button" variant="outline" onClick={copy} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p id={`${id}-once`} className="text-xs text-accent-foreground">
        Copy it now: Doco keeps no copy of this address, so it cannot be shown again. You can always make another.
      </p>
      <p className="sr-only" aria-live="polite">
        {copied ? 'Link copied' : ''}
      </p>
    </div>
  );
}

/** 'Share with your conveyancer': how long the link works, whether the buyer's notes go with it, and the links made so far. */
export function ShareDialog({ analysisId, open, onOpenChange }: ShareDialogProps) {
  const id = useId();
  const [days, setDays] = useState(String(SHARE_DAYS.default));
  const [hideNotes, setHideNotes] = useState(true);
  const [invalidDays, setInvalidDays] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateShare(analysisId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = readDays(days);
    if (chosen === null) {
      setInvalidDays(true);
      return;
    }
    create.mutate({ days: chosen, hideNotes }, { onSuccess: (data) => setCreated(linkAddress(data.path)) });
  };

  const onOpen = (next: boolean) => {
    if (!next) {
      setCreated(null);
      create.reset();
    }
    onOpenChange(next);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpen}>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <AlertDialogHeader>
          <AlertDialogTitle>Share with your conveyancer</AlertDialogTitle>
          <AlertDialogDescription>
            Make a read-only link to this report. Whoever has the link can read the report and download its PDF until the
            link expires or you revoke it. It shows nothing else of your account.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-days`}>Days the link works</Label>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={SHARE_DAYS.min}
              max={SHARE_DAYS.max}
              step={1}
              value={days}
              onChange={(e) => {
                setDays(e.target.value);
                setInvalidDays(false);
              }}
              aria-invalid={invalidDays}
              aria-describedby={`${id}-days-help`}
              className="w-28"
            />
            <p id={`${id}-days-help`} className={invalidDays ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'} role={invalidDays ? 'alert' : undefined}>
              {invalidDays ? `Choose a whole number of days from ${SHARE_DAYS.min} to ${SHARE_DAYS.max}.` : `From ${SHARE_DAYS.min} to ${SHARE_DAYS.max} days.`}
            </p>
          </div>
          <div className="flex items-start gap-2">
            {/* A native box: it sits inside the form (Radix's would add a hidden input that measures itself). */}
            <input id={`${id}-hide`} type="checkbox" checked={hideNotes} onChange={(e) => setHideNotes(e.target.checked)} aria-describedby={`${id}-hide-help`} className="mt-0.5 size-4 shrink-0 accent-primary" />
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-hide`}>Hide my notes</Label>
              <p id={`${id}-hide-help`} className="text-xs text-muted-foreground">
                Your notes are the day you signed and what you told us looks wrong, with your words. Items you hid from your
                report stay hidden either way.
              </p>
            </div>
          </div>
          {create.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {serverMessageOr(create.error, 'The link could not be made. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" className="w-fit" disabled={create.isPending}>
            {create.isPending ? 'Creating link…' : 'Create link'}
          </Button>
        </form>
        {created ? <CreatedLink address={created} /> : null}
        <SharesList analysisId={analysisId} />
        <AlertDialogFooter>
          <AlertDialogCancel>Done</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
