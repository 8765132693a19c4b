import { Link } from 'react-router';
import { footerLinks } from '@/config/paths';
import { site } from '@/config/site';

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:flex sm:flex-wrap">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-sm text-muted-foreground hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs leading-relaxed text-muted-foreground">
          {site.name} gives general information only. It is not legal advice and does not replace a
          qualified solicitor or conveyancer.
        </p>
      </div>
    </footer>
  );
}
