import { ArrowLeft, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SiteHeader } from '@/components/layout/site-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

export type AuthTab = 'signin' | 'register';

type AuthScreenProps = {
  onClose: () => void;
  initialTab?: AuthTab;
};

/**
 * Sign In / Register (spec-accounts-admin §2). Go Back and the close button leave for '/': a router
 * navigation plus closing the screen, which resets this screen as the seed's full page load did
 * without dropping the app's cached state.
 */
export function AuthScreen({ onClose, initialTab = 'signin' }: AuthScreenProps) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>(initialTab);

  const leave = () => {
    navigate(paths.home);
    onClose();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="focus:outline-none flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <Card className="relative w-full max-w-md">
          <Button variant="ghost" size="icon" className="absolute right-2 top-2" aria-label="Close" onClick={leave}>
            <X aria-hidden="true" />
          </Button>
          <CardHeader className="pr-14">
            <CardTitle as="h1">Welcome to {site.name}</CardTitle>
            <CardDescription>Sign in to your account or create a new one</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm onRegistered={() => setTab('signin')} />
              </TabsContent>
            </Tabs>
            <Button variant="outline" onClick={leave} className="w-fit">
              <ArrowLeft aria-hidden="true" />
              Go Back
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
