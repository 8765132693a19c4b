import type { AnalysisResponse } from '@doco/contracts';
import { Copy, Mail, MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { mailtoHref, questionsEmail } from '../../lib/questions-email.ts';
import { PageLink } from '../viewer/page-link.tsx';

type VendorQuestionsCardProps = { result: AnalysisResponse; documentName: string };

/** The signed-in buyer's card: the mail is signed with their name. */
export function VendorQuestionsCard(props: VendorQuestionsCardProps) {
  const { user } = useAuth();
  return <VendorQuestions {...props} buyerName={[user?.firstName, user?.lastName].filter(Boolean).join(' ') || null} />;
}

/** 'Questions to ask' (issue 17): the buyer ticks the questions to send and copies or mails them. */
export function VendorQuestions({ result, documentName, buyerName }: VendorQuestionsCardProps & { buyerName: string | null }) {
  const questions = result.vendorQuestions;
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set(questions.map((_, i) => i)));
  const chosen = questions.filter((_, i) => ticked.has(i));
  const email = questionsEmail({ questions: chosen, address: result.comprehensivePropertyAnalysis?.propertyDetails.address ?? null, documentName, buyerName });

  const toggle = (index: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`Subject: ${email.subject}\n\n${email.body}`);
      toast({ title: 'Copied', description: "Paste it into an email to the vendor's solicitor." });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: "Your browser did not allow it. Use 'Open in email' instead." });
    }
  };

  return (
    <Card role="region" aria-labelledby="vendor-questions-title">
      <CardHeader>
        <CardTitle as="h3" id="vendor-questions-title" className="flex items-center gap-2 text-lg">
          <MessageCircleQuestion aria-hidden="true" className="size-5" />
          Questions to ask
        </CardTitle>
        <CardDescription>
          Questions for the vendor's solicitor about what this report found. Tick the ones to send.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing in this document needs a question to the vendor's side.</p>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {questions.map((q, i) => (
                <li key={`${q.concernId}-${q.question}`} className="flex items-start gap-3">
                  <Checkbox id={`question-${i}`} checked={ticked.has(i)} onCheckedChange={(state) => toggle(i, state === true)} className="mt-0.5" />
                  <div className="flex flex-col gap-0.5 text-sm">
                    <label htmlFor={`question-${i}`}>{q.question}</label>
                    <span className="text-xs text-muted-foreground">
                      About: {q.why} (<PageLink page={q.page} quote={q.quote} />)
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              <Button type="button" onClick={copy} disabled={chosen.length === 0}>
                <Copy aria-hidden="true" />
                Copy
              </Button>
              {chosen.length > 0 ? (
                <Button asChild variant="outline">
                  <a href={mailtoHref(email)}>
                    <Mail aria-hidden="true" />
                    Open in email
                  </a>
                </Button>
              ) : (
                <Button variant="outline" disabled>
                  <Mail aria-hidden="true" />
                  Open in email
                </Button>
              )}
              <span className="text-sm text-muted-foreground">
                {chosen.length} of {questions.length} selected
              </span>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
