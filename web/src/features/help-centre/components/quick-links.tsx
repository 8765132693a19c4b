import { Link } from 'react-router';
import { paths } from '@/config/paths';

const LINKS = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Security and Trust', to: paths.security },
  { label: 'Legal Disclaimer', to: paths.disclaimer },
] as const;

export function QuickLinks() {
  return (
    <nav aria-label="Quick links" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 className="text-sm font-semibold">Quick links</h2>
      <ul className="grid grid-cols-2 gap-2 text-sm sm:flex sm:flex-wrap sm:gap-6">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Doco's answers and reports are informational only and are not legal advice.</p>
    </nav>
  );
}
