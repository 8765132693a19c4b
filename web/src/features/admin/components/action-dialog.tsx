import type { AdminActionName, AdminActionRequest, AdminUser } from '@doco/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { PLAN_NAMES } from '@/lib/plan-names';
import { serverMessageOr } from '@/lib/server-message';
import { useUserAction } from '../api/admin-api.ts';
import { ADJUST_MODES, type AdjustMode, actionsFor, confirmsEmail, previewAdjustment } from '../lib/credit-adjustment.ts';

const LABELS: Record<AdminActionName, string> = {
  adjust_credits: 'Adjust credits',
  change_plan: 'Change plan',
  send_email: 'Send email',
  verify_email: 'Verify email',
  suspend_account: 'Suspend account',
  activate_account: 'Activate account',
  reset_password: 'Reset password',
  delete_user: 'Delete user',
};

export const DELETE_WARNING =
  'This permanently deletes the account, its documents, analyses and reports, and cannot be undone. Payment records are kept for 7 years for tax purposes, detached from the person.';

/**
 * The user action dialog (spec-accounts-admin §4): Execute stays disabled until an action is chosen;
 * each action asks for what it needs; on success 'Action Completed', the lists refresh and the dialog
 * closes and clears; on failure 'Error' with the message or 'Action failed'.
 */
export function ActionDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [action, setAction] = useState<AdminActionName | ''>('');
  const [mode, setMode] = useState<AdjustMode>('add');
  const [amount, setAmount] = useState('');
  const [plan, setPlan] = useState<string>(user.subscriptionPlan);
  const [typedEmail, setTypedEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const run = useUserAction();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const adjustment = previewAdjustment(user.subscriptionCredits, mode, amount);
  // Execute waits for what each action needs: a valid adjustment, the user's email typed to delete.
  const ready =
    action !== '' && (action !== 'adjust_credits' || 'target' in adjustment) && (action !== 'delete_user' || confirmsEmail(typedEmail, user.email));

  const body = (): AdminActionRequest | null => {
    switch (action) {
      case 'adjust_credits':
        return 'target' in adjustment ? { action, credits: adjustment.target, expectedBefore: user.subscriptionCredits } : null;
      case 'delete_user':
        return { action, confirmEmail: typedEmail };
      case 'change_plan':
        return { action, plan: plan as Extract<AdminActionRequest, { action: 'change_plan' }>['plan'] };
      case 'send_email':
        return { action, subject, message };
      case '':
        return null;
      default:
        return { action };
    }
  };

  const execute = async () => {
    const request = body();
    if (!request) return;
    try {
      const result = await run.mutateAsync({ userId: user.id, body: request });
      toast({ title: 'Action Completed', description: result.message });
      setAction('');
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'Action failed') });
    }
  };

  return (
    <Card role="dialog" aria-label={`Actions for ${name}`} className="border-primary">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Actions for {name}
        </CardTitle>
        <CardDescription>{user.email}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:max-w-md">
        <FormField id="admin-action" label="Action">
          {(control) => (
            <NativeSelect {...control} value={action} onChange={(e) => setAction(e.target.value as AdminActionName | '')}>
              <option value="">Choose an action</option>
              {actionsFor(user).map((a) => (
                <option key={a} value={a}>
                  {LABELS[a]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {action === 'adjust_credits' ? (
          <>
            <FormField id="admin-adjust-mode" label="Adjustment">
              {(control) => (
                <NativeSelect {...control} value={mode} onChange={(e) => setMode(e.target.value as AdjustMode)}>
                  {ADJUST_MODES.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id="admin-credits" label={mode === 'set' ? 'New balance (credits)' : 'Credits'} error={amount !== '' && 'error' in adjustment ? adjustment.error : undefined}>
              {(control) => <Input {...control} type="number" min={0} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} />}
            </FormField>
            <p aria-live="polite" className="text-sm" data-testid="adjust-preview">
              {'preview' in adjustment ? adjustment.preview : `${user.subscriptionCredits} ${user.subscriptionCredits === 1 ? 'credit' : 'credits'} now.`}
            </p>
          </>
        ) : null}
        {action === 'change_plan' ? (
          <FormField id="admin-plan" label="Plan">
            {(control) => (
              <NativeSelect {...control} value={plan} onChange={(e) => setPlan(e.target.value)}>
                {Object.entries(PLAN_NAMES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        {action === 'send_email' ? (
          <>
            <FormField id="admin-subject" label="Subject">
              {(control) => <Input {...control} value={subject} onChange={(e) => setSubject(e.target.value)} />}
            </FormField>
            <FormField id="admin-message" label="Message">
              {(control) => <Textarea {...control} rows={5} value={message} onChange={(e) => setMessage(e.target.value)} />}
            </FormField>
          </>
        ) : null}
        {action === 'delete_user' ? (
          <>
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              {DELETE_WARNING}
            </p>
            <FormField id="admin-delete-confirm" label={`Type ${user.email} to confirm`}>
              {(control) => <Input {...control} type="email" autoComplete="off" value={typedEmail} onChange={(e) => setTypedEmail(e.target.value)} />}
            </FormField>
          </>
        ) : null}
      </CardContent>
      <CardFooter className="gap-2">
        <Button variant="outline" onClick={onClose} disabled={run.isPending}>
          Cancel
        </Button>
        <Button variant={action === 'delete_user' ? 'destructive' : 'default'} onClick={execute} disabled={!ready || run.isPending}>
          {run.isPending ? 'Executing...' : action === 'delete_user' ? 'Delete user' : 'Execute'}
        </Button>
      </CardFooter>
    </Card>
  );
}
