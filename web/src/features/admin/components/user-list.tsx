import type { AdminUser } from '@doco/contracts';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ToneBadge } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import { planName } from '@/lib/plan-names';

/** Users as admins see them (spec §3): name, email, plan by its display name, credits, and a payment-provider link. */
export function UserList({ users, onAct, label }: { users: AdminUser[]; onAct?: (user: AdminUser) => void; label: string }) {
  if (users.length === 0) return <p className="text-sm text-muted-foreground">No users found</p>;
  return (
    <ul aria-label={label} className="divide-y rounded-md border">
      {users.map((user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
        return (
          <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium">{name}</p>
              <p className="truncate text-muted-foreground">
                {user.email} · joined {formatDate(user.createdAt)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ToneBadge tone={user.subscriptionPlan === 'free' ? 'neutral' : 'green'}>{planName(user.subscriptionPlan)}</ToneBadge>
              <span>{user.subscriptionCredits} {user.subscriptionCredits === 1 ? 'credit' : 'credits'}</span>
              {!user.emailVerified ? <ToneBadge tone="yellow">Unverified</ToneBadge> : null}
              {user.suspended ? <ToneBadge tone="red">Suspended</ToneBadge> : null}
              {user.stripeCustomerId ? (
                <a
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  href={`https://dashboard.stripe.com/customers/${encodeURIComponent(user.stripeCustomerId)}`}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  Stripe <ExternalLink aria-hidden="true" className="size-3" />
                  <span className="sr-only"> customer of {name}</span>
                </a>
              ) : null}
              {onAct ? (
                <Button size="sm" variant="outline" onClick={() => onAct(user)} aria-label={`Actions for ${name}`}>
                  Actions
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
