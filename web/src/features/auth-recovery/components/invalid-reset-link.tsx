import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown for a missing, spent or expired reset token. */
export function InvalidResetLink({ redirecting = false }: { redirecting?: boolean }) {
  return (
    <>
      <Alert variant="destructive" role="alert">
        <CircleX aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">Invalid Reset Link</p>
          <p>This password reset link is invalid or has expired.</p>
          {redirecting ? <p>Taking you to request a new link...</p> : null}
        </div>
      </Alert>
      <Button asChild className="w-full">
        <Link to={paths.forgotPassword}>Request New Reset Link</Link>
      </Button>
    </>
  );
}
