const steps = [
  { title: 'Upload Documents', text: 'Add your contract of sale or Section 32 as a PDF, DOCX or TXT file, or a photo of a page.' },
  { title: 'AI Analysis', text: 'Doco reads every page and sorts what it finds into legal, financial, compliance and operational concerns.' },
  { title: 'Get Results', text: 'Review the risk report on your phone or download it to share with your conveyancer.' },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-t bg-card">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="how-heading" className="text-2xl font-semibold tracking-tight">
          How It Works
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-sm text-muted-foreground">
          Doco is informational only and is not legal advice. Always have a qualified solicitor or conveyancer
          review your contract.
        </p>
      </div>
    </section>
  );
}
