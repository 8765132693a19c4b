import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginLocation } from '@/lib/auth-entry';

/** '/' with the auth screen open: the app has no separate /login route. */
export function BackToLogin({ label = 'Back to Login', variant = 'outline' }: { label?: string; variant?: 'outline' | 'default' }) {
  return (
    <Button asChild variant={variant} className="w-full">
      <Link to={loginLocation.to} state={loginLocation.state}>
        {variant === 'outline' ? <ArrowLeft aria-hidden="true" /> : null}
        {label}
      </Link>
    </Button>
  );
}
