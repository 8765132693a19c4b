import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { loginLocation } from '@/lib/auth-entry';
import { serverMessageOr } from '@/lib/server-message';
import { useVerifyEmail } from '../api/verify-email.ts';
import { BackToLogin } from './back-to-login.tsx';
import { RecoveryCard } from './recovery-card.tsx';

/** Spec §9: after a successful verification the sign-in screen opens after 3 seconds. */
export const VERIFY_REDIRECT_MS = 3000;

function verifyErrorText(error: unknown): string {
  if (error instanceof ApiError) return serverMessageOr(error, 'Email verification failed');
  return 'Email verification failed. Please try again.';
}

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const verification = useVerifyEmail(token);
  const navigate = useNavigate();
  const verified = verification.isSuccess && !verification.data.alreadyVerified;
  const already = verification.isSuccess && verification.data.alreadyVerified;

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate(loginLocation.to, { state: loginLocation.state }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  if (token && verification.isPending) {
    return (
      <RecoveryCard title="Verify Your Email">
        <div className="flex items-center gap-3 py-4">
          <Spinner label="Verifying your email" />
          <p className="text-sm text-muted-foreground">Verifying your email...</p>
        </div>
      </RecoveryCard>
    );
  }

  // A second click on the link (issue 27): nothing went wrong, the buyer only needs to sign in.
  if (already) {
    return (
      <RecoveryCard title="Verify Your Email" icon={<CircleCheck aria-hidden="true" className="size-10 text-risk-low" />}>
        <div role="status" className="flex flex-col gap-1">
          <p className="font-medium">Your email is already verified</p>
          <p className="text-sm text-muted-foreground">This link was used before. You can sign in.</p>
        </div>
        <BackToLogin label="Sign in" variant="default" />
      </RecoveryCard>
    );
  }

  if (verified) {
    return (
      <RecoveryCard title="Verify Your Email" icon={<CircleCheck aria-hidden="true" className="size-10 text-risk-low" />}>
        <div role="status" className="flex flex-col gap-1">
          <p className="font-medium">Email verified successfully! You can now log in.</p>
          <p className="text-sm text-muted-foreground">Taking you to sign in...</p>
        </div>
        <BackToLogin label="Continue to Login" variant="default" />
      </RecoveryCard>
    );
  }

  const message = token ? verifyErrorText(verification.error) : 'Invalid verification link';
  return (
    <RecoveryCard title="Verify Your Email" icon={<CircleX aria-hidden="true" className="size-10 text-destructive" />}>
      <div role="alert" className="flex flex-col gap-1">
        <p className="font-medium">We couldn't verify your email</p>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      <Button asChild className="w-full">
        <Link to={paths.resendVerification}>Resend Verification Email</Link>
      </Button>
      <BackToLogin />
    </RecoveryCard>
  );
}
