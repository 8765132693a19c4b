import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function RouteError() {
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none flex min-h-dvh items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md" role="alert">
        <CardHeader className="flex-row items-center gap-2">
          <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive" />
          <CardTitle as="h1">Something went wrong</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">Please reload the page. If it keeps happening, contact us.</p>
          <Button className="w-fit" onClick={() => window.location.assign('/')}>
            Reload
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
