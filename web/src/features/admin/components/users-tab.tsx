import type { AdminUser } from '@doco/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useUserSearch } from '../api/admin-api.ts';
import { ActionDialog } from './action-dialog.tsx';
import { Failed } from './overview-tab.tsx';
import { UserList } from './user-list.tsx';

/** Users: search by email or name, page through, and act on one (the eight actions). */
export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<AdminUser | null>(null);
  const users = useUserSearch(query, page);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  };
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/useSemanticElements: a search form with role=search is the landmark; <search> is not yet in every screen reader */}
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="admin-user-search">Search users</Label>
          <Input id="admin-user-search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Email or name" className="w-72" />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {acting ? <ActionDialog user={acting} onClose={() => setActing(null)} /> : null}
      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <Failed what="Users" />
      ) : (
        <>
          <UserList users={users.data.users} onAct={setActing} label="Users" />
          <div className="flex items-center gap-2 text-sm">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages} · {users.data.total} users
            </span>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
