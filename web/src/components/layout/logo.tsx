import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

export function Logo() {
  return (
    <Link to={paths.home} className="inline-flex items-center gap-2 rounded-md font-semibold text-foreground">
      <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <FileSearch aria-hidden="true" className="size-4" />
      </span>
      <span className="text-lg tracking-tight">{site.name}</span>
    </Link>
  );
}
