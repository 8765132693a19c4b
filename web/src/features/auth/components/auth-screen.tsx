import { ArrowLeft, X } from 'lucide-react';
import { SiteHeader } from '@/components/layout/site-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

// Placeholder: the Sign In / Register tabs are built by a later change.
export function AuthScreen({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <Card className="relative w-full max-w-md">
          <Button variant="ghost" size="icon" className="absolute right-2 top-2" aria-label="Close" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
          <CardHeader>
            <CardTitle as="h1">Welcome to Doco</CardTitle>
            <CardDescription>Sign in to your account or create a new one</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">Sign in and registration are coming soon.</p>
            <Button variant="outline" onClick={onClose} className="w-fit">
              <ArrowLeft aria-hidden="true" />
              Go Back
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
