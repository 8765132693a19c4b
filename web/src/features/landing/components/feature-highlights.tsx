import { FileText, Landmark, TriangleAlert } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const highlights = [
  {
    icon: FileText,
    title: 'Document Analysis',
    text: 'Reads Section 32 statements and contracts of sale in PDF, Word or text, including scanned pages.',
  },
  {
    icon: TriangleAlert,
    title: 'Risk Detection',
    text: 'Flags easements, caveats, covenants and unusual special conditions, with a risk level for each.',
  },
  {
    icon: Landmark,
    title: 'Council & Planning',
    text: 'Summarises zoning and planning overlays such as heritage and flood, and what they mean for you.',
  },
] as const;

export function FeatureHighlights() {
  return (
    <section aria-labelledby="highlights-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="highlights-heading" className="text-2xl font-semibold tracking-tight">
        What Doco looks for
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {highlights.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <span className="mb-2 flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <CardTitle as="h3" className="text-lg">
                {title}
              </CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </section>
  );
}
