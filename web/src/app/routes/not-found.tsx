import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none flex min-h-dvh items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md">
        <CardHeader className="flex-row items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive" />
          <CardTitle as="h1">404 Page Not Found</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            The page you are looking for does not exist or has moved.
          </p>
          <Button asChild className="w-fit">
            <Link to={paths.home}>Go to home page</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
