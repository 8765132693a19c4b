import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { useAdminContacts, useContactUpdate } from '../api/admin-api.ts';
import { Failed } from './overview-tab.tsx';

/** Contacts: confirmed messages with their status; reply by email (recorded as replied). */
export function ContactsTab() {
  const [status, setStatus] = useState('');
  const [replying, setReplying] = useState<string | null>(null);
  const [reply, setReply] = useState('');
  const contacts = useAdminContacts(status);
  const update = useContactUpdate();
  const run = async (input: { id: string; reply?: string; status?: string }) => {
    try {
      await update.mutateAsync(input);
      toast({ title: 'Action Completed', description: input.reply ? 'Reply sent.' : 'Status updated.' });
      setReplying(null);
      setReply('');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'Action failed') });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <FormField id="admin-contact-status" label="Status" className="w-56">
        {(control) => (
          <NativeSelect {...control} value={status} onChange={(e) => setStatus(e.target.value)}>
            {['', 'new', 'read', 'replied', 'closed'].map((s) => (
              <option key={s} value={s}>
                {s || 'All'}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {contacts.isPending ? (
        <Spinner label="Loading messages" />
      ) : contacts.isError ? (
        <Failed what="Messages" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{contacts.data.pendingUnverified} messages wait for their sender to confirm them.</p>
          {contacts.data.contacts.length === 0 ? (
            <p className="text-sm text-muted-foreground">No messages</p>
          ) : (
            <ul aria-label="Contact messages" className="flex flex-col gap-3">
              {contacts.data.contacts.map((c) => (
                <li key={c.id} className="rounded-md border p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-medium">{c.subject}</p>
                    <ToneBadge tone={c.status === 'new' ? 'blue' : c.status === 'replied' ? 'green' : 'neutral'}>{c.status}</ToneBadge>
                  </div>
                  <p className="text-muted-foreground">
                    {c.firstName} {c.lastName} · {c.email} · {c.category} · {formatDate(c.createdAt)}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap">{c.message}</p>
                  {replying === c.id ? (
                    <div className="mt-3 flex flex-col gap-2">
                      <FormField id={`reply-${c.id}`} label={`Reply to ${c.firstName}`}>
                        {(control) => <Textarea {...control} rows={4} value={reply} onChange={(e) => setReply(e.target.value)} />}
                      </FormField>
                      <div className="flex gap-2">
                        <Button size="sm" disabled={!reply.trim() || update.isPending} onClick={() => run({ id: c.id, reply })}>
                          Send Reply
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setReplying(null)}>
                          Cancel
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" onClick={() => setReplying(c.id)}>
                        Reply
                      </Button>
                      {c.status === 'new' ? (
                        <Button size="sm" variant="outline" onClick={() => run({ id: c.id, status: 'read' })}>
                          Mark as read
                        </Button>
                      ) : null}
                      {c.status !== 'closed' ? (
                        <Button size="sm" variant="outline" onClick={() => run({ id: c.id, status: 'closed' })}>
                          Close
                        </Button>
                      ) : null}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
