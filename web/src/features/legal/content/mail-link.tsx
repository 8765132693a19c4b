import { support } from '@/config/support';

export function SupportEmail() {
  return (
    <a href={`mailto:${support.email}`} className="text-primary underline underline-offset-4">
      {support.email}
    </a>
  );
}
