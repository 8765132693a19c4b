import { citePage, type DocumentText, type ScannedPage } from '@doco/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, ScanText, X } from 'lucide-react';
import { lazy, type ReactNode, type RefObject, Suspense, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDocumentText } from '../../api/get-document-text.ts';
import type { QuoteMatch } from '../../lib/find-quote.ts';
import { MatchStatus } from './match-status.tsx';
import { TextPage } from './text-page.tsx';
import type { Evidence } from './viewer-context.ts';
import { ViewerError, ViewerLoading } from './viewer-states.tsx';

// pdf.js is loaded with the first PDF page shown, never with the report.
const PdfPage = lazy(() =>
  import('./pdf-page.tsx').catch(() => ({ default: () => <ViewerError onRetry={() => window.location.reload()} /> })),
);

interface Props {
  documentId: string;
  documentName: string;
  /** Given, it is shown instead of the text fetched from the server. */
  text?: DocumentText | undefined;
  evidence: Evidence;
  page: number;
  scan: ScannedPage | undefined;
  onPage: (page: number) => void;
  onClose: () => void;
  /** The link that opened the viewer: focus goes back to it. */
  opener: RefObject<HTMLElement | null>;
}

/** The document at a page, as a modal dialog: the quote highlighted on its own page, pages turned with Previous and Next. */
export function ViewerDialog({ documentId, documentName, text: given, evidence, page, scan, onPage, onClose, opener }: Props) {
  const fetched = useDocumentText(documentId, given === undefined);
  const text = given ? { data: given, isPending: false as const, isError: false as const, refetch: fetched.refetch } : fetched;
  const [found, setFound] = useState<{ page: number; match: QuoteMatch | null } | null>(null);
  const onMatch = useCallback((match: QuoteMatch | null) => setFound({ page, match }), [page]);
  const quote = page === evidence.page ? evidence.quote : null;
  const total = text.data?.pages.length ?? null;
  const pageText = text.data?.pages[page - 1];
  // A pack (issue 28): the file this pack page belongs to, drawn from its own bytes when it is a PDF.
  const files = text.data?.files;
  const inFile = files?.find((f) => page >= f.firstPage && page < f.firstPage + f.pageCount);
  const kind = inFile ? inFile.kind : text.data?.kind;

  let body: ReactNode;
  if (text.isPending) body = <ViewerLoading page={page} />;
  else if (text.isError) body = <ViewerError onRetry={() => void text.refetch()} />;
  else if (!pageText) body = <p className="p-4 text-sm">This document has no page {page}.</p>;
  else if (kind === 'pdf') {
    body = (
      <Suspense fallback={<ViewerLoading page={page} />}>
        <PdfPage documentId={documentId} file={inFile?.position} page={inFile ? page - inFile.firstPage + 1 : page} quote={quote} onMatch={onMatch} />
      </Suspense>
    );
  } else body = <TextPage key={page} text={pageText.text} quote={quote} onMatch={onMatch} />;

  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-card shadow-lg md:inset-x-auto md:inset-y-6 md:left-1/2 md:w-[min(56rem,calc(100%-3rem))] md:-translate-x-1/2 md:rounded-lg md:border"
        >
          <div className="flex items-start justify-between gap-3 border-b p-3 sm:p-4">
            <div className="min-w-0">
              <Dialog.Title className="break-words text-base font-semibold sm:text-lg">{documentName}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                {files && files.length > 1 ? `${citePage(files, page)} · ` : ''}
                Page {page}
                {total ? ` of ${total}` : ''}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close the document">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-2 border-b p-3 empty:hidden sm:px-4">
            {quote ? <blockquote className="border-l-4 border-yellow-400 pl-2 text-sm italic">“{quote}”</blockquote> : null}
            {scan ? (
              <p className="flex items-center gap-2 text-sm text-amber-900">
                <ScanText aria-hidden="true" className="size-4 shrink-0" />
                This page was read from a scan (OCR confidence {scan.confidence}%): its words may differ slightly from the page.
              </p>
            ) : null}
            {quote ? <MatchStatus match={found?.page === page ? found.match : null} searched={found?.page === page} /> : null}
          </div>
          {/* Focusable, so the page can be scrolled with the keyboard. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
          <section tabIndex={0} aria-label={`Page ${page}`} className="min-h-0 flex-1 overflow-auto bg-muted/40 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:p-4">
            {body}
          </section>
          <nav aria-label="Pages" className="flex items-center justify-between gap-2 border-t p-3 sm:px-4">
            <Button type="button" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
              <ChevronLeft aria-hidden="true" />
              Previous page
            </Button>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {page}
              {total ? ` / ${total}` : ''}
            </span>
            <Button type="button" variant="outline" onClick={() => onPage(page + 1)} disabled={total === null || page >= total}>
              Next page
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
