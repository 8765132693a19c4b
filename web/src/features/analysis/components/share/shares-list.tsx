import type { ReportShare } from '@doco/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { useRevokeShare, useShares } from '../../api/shares.ts';
import { openedPart } from './share-format.ts';

const STATUS_LABELS: Record<ReportShare['status'], string> = { active: 'Working', expired: 'Expired', revoked: 'Revoked' };

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

function ShareRow({ share, analysisId }: { share: ReportShare; analysisId: string }) {
  const revoke = useRevokeShare(analysisId);
  // Told inside the dialog: a toast sits outside it, where a screen reader cannot reach while it is open.
  const onRevoke = () => revoke.mutate(share.id);
  const label = `Link created ${formatDate(share.createdAt)}`;
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3" aria-label={label}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">{label}</p>
        <Badge variant={share.status === 'active' ? 'accent' : 'secondary'}>{STATUS_LABELS[share.status]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{share.status === 'expired' ? 'Expired' : 'Expires'}</dt>
        <dd>{formatDateTime(share.expiresAt)}</dd>
        {share.revokedAt ? (
          <>
            <dt className="text-muted-foreground">Revoked</dt>
            <dd>{formatDateTime(share.revokedAt)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Your notes</dt>
        <dd>{share.hideNotes ? 'Hidden' : 'Shown'}</dd>
        <dt className="text-muted-foreground">Opened</dt>
        <dd>{share.openCount === 0 ? 'Not yet' : `${times(share.openCount)}, last ${formatDateTime(share.lastOpenedAt ?? share.createdAt)}`}</dd>
      </dl>
      {share.opens.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Openings</summary>
          <ol className="mt-2 flex flex-col gap-1" aria-label="Openings of this link">
            {share.opens.map((open, index) => (
              <li key={`${open.openedAt}-${index}`} className="text-muted-foreground">
                {formatDateTime(open.openedAt)}: {openedPart(open.part)}, {open.browser}, network {open.network}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {revoke.isSuccess ? (
        <p role="status" className="text-sm">
          Link revoked. Anyone opening it now sees that it is not available.
        </p>
      ) : null}
      {revoke.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          The link was not revoked. {serverMessageOr(revoke.error, 'Please try again.')}
        </p>
      ) : null}
      {share.status === 'active' ? (
        <Button variant="outline" size="sm" className="w-fit" onClick={onRevoke} disabled={revoke.isPending} aria-label={`Revoke the link created ${formatDate(share.createdAt)}`}>
          {revoke.isPending ? 'Revoking…' : 'Revoke'}
        </Button>
      ) : null}
    </li>
  );
}

/** The report's links, newest first, each with its openings and, while it works, a Revoke button. */
export function SharesList({ analysisId }: { analysisId: string }) {
  const { data, isError, isPending } = useShares(analysisId, true);
  return (
    <section aria-labelledby="shares-list-title" className="flex flex-col gap-2">
      <h3 id="shares-list-title" className="text-sm font-semibold">
        Your links
      </h3>
      {isPending ? <p className="text-sm text-muted-foreground">Loading your links…</p> : null}
      {isError ? <p className="text-sm text-destructive">Your links could not be loaded. Please try again.</p> : null}
      {data && data.length === 0 ? <p className="text-sm text-muted-foreground">You have not shared this report yet.</p> : null}
      {data && data.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {data.map((share) => (
            <ShareRow key={share.id} share={share} analysisId={analysisId} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
