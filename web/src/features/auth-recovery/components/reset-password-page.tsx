import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { readResetToken } from '../lib/reset-token.ts';
import { BackToLogin } from './back-to-login.tsx';
import { InvalidResetLink } from './invalid-reset-link.tsx';
import { RecoveryCard } from './recovery-card.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** With no token in the link the page moves on to /forgot-password after this delay. */
export const NO_TOKEN_REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const token = readResetToken(search, hash);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');

  useEffect(() => {
    if (token) return;
    const timer = setTimeout(() => navigate(paths.forgotPassword, { replace: true }), NO_TOKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token, navigate]);

  if (state === 'done') {
    return (
      <RecoveryCard title="Password Reset Successfully" icon={<CircleCheck aria-hidden="true" className="size-10 text-risk-low" />}>
        <p role="status" className="text-sm text-muted-foreground">
          Your password has been updated. You can now sign in with your new password.
        </p>
        <BackToLogin label="Continue to Login" variant="default" />
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard title="Reset Password" description={token && state === 'form' ? 'Choose a new password for your account.' : undefined}>
      {!token || state === 'invalid' ? (
        <InvalidResetLink redirecting={!token} />
      ) : (
        <ResetPasswordForm token={token} onDone={() => setState('done')} onInvalidLink={() => setState('invalid')} />
      )}
    </RecoveryCard>
  );
}
