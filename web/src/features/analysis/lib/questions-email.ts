import type { VendorQuestion } from '@doco/contracts';

// The email the buyer sends the vendor's solicitor with the questions they ticked: a greeting, the
// property, the numbered questions each with where the document says it, and a sign-off.

export interface QuestionsEmail {
  subject: string;
  body: string;
}

export function questionsEmail(input: { questions: VendorQuestion[]; address: string | null; documentName: string; buyerName: string | null }): QuestionsEmail {
  const property = input.address ?? input.documentName;
  const numbered = input.questions.map((q, i) => `${i + 1}. ${q.question}\n   (See page ${q.page} of ${input.documentName}: "${q.quote.length > 160 ? `${q.quote.slice(0, 157)}...` : q.quote}")`);
  const body = [
    'Dear Sir or Madam,',
    '',
    `I am considering buying ${property} and have read the vendor's documents (${input.documentName}). Before I sign, could you please answer the following questions:`,
    '',
    ...numbered.flatMap((line) => [line, '']),
    'Thank you for your help. I look forward to your reply.',
    '',
    'Kind regards,',
    input.buyerName ?? '',
  ]
    .join('\n')
    .trimEnd();
  return { subject: `Questions about ${property}`, body };
}

/** The same email as a mailto: link (no address: the buyer adds the solicitor's). */
export function mailtoHref(email: QuestionsEmail): string {
  return `mailto:?subject=${encodeURIComponent(email.subject)}&body=${encodeURIComponent(email.body)}`;
}
