import { SearchX } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { Faq } from '../data/faqs.ts';

type FaqListProps = { title: string; faqs: readonly Faq[]; onClear: () => void };

/** The matching articles as an accordion (one open at a time, collapsible), or 'No results found'. */
export function FaqList({ title, faqs, onClear }: FaqListProps) {
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <h2 id="faq-heading" className="text-lg font-semibold">
          {title}
        </h2>
        <Badge variant="secondary" aria-label={`${faqs.length} articles`}>
          {faqs.length}
        </Badge>
      </div>
      {faqs.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 pt-6 text-center" role="status">
            <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">No results found</p>
            <p className="text-sm text-muted-foreground">Try other words, choose another topic, or contact us.</p>
            <Button variant="outline" size="sm" onClick={onClear}>
              Clear search
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="py-2">
            <Accordion type="single" collapsible>
              {faqs.map((faq) => (
                <AccordionItem key={faq.id} value={faq.id}>
                  <AccordionTrigger>{faq.question}</AccordionTrigger>
                  <AccordionContent>{faq.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
