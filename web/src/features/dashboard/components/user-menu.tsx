import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, CircleHelp, CreditCard, KeyRound, LogOut, Mail, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { type AuthUser, logout } from '@/lib/auth';

export function displayName(user: AuthUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || 'Your account';
}

const LINKS = [
  { label: 'Profile', to: paths.profile, Icon: UserRound },
  { label: 'Change Password', to: paths.changePassword, Icon: KeyRound },
  { label: 'Subscription', to: paths.subscription, Icon: CreditCard },
  { label: 'Help Centre', to: paths.helpCentre, Icon: CircleHelp },
  { label: 'Contact Us', to: paths.contactUs, Icon: Mail },
] as const;

/** The header's user menu (spec-core §2): the user's name, the account pages and Logout. */
export function UserMenu({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const name = displayName(user);

  const onLogout = () => {
    toast({ title: 'Logged out successfully', description: 'Redirecting to home page...' });
    void logout(queryClient);
  };

  return (
    // Not modal: a modal menu hides the rest of the page from assistive tech while it is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-56 px-2 sm:px-3" aria-label={`Account menu: ${name}`}>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <UserRound aria-hidden="true" />
          </span>
          <span className="hidden truncate sm:inline">{name}</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {LINKS.map(({ label, to, Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
