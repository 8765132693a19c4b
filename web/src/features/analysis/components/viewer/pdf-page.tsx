// The PDF page of the viewer, drawn by pdf.js: loaded only when a page link is first opened (this
// module is its own chunk, with pdf.js), its worker script served from our own origin as a build asset.
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask, type PDFDocumentProxy, type RenderTask, TextLayer } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { documentFileUrl } from '../../api/get-document-text.ts';
import { findQuote, type QuoteMatch, type QuoteRange } from '../../lib/find-quote.ts';
import { HIGHLIGHT_CLASS } from './match-status.tsx';
import { ViewerError, ViewerLoading } from './viewer-states.tsx';
import './pdf-text-layer.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The open document, kept while the viewer moves between its pages (one document at a time). */
let open: { url: string; task: PDFDocumentLoadingTask } | null = null;

function loadPdf(url: string): Promise<PDFDocumentProxy> {
  if (open?.url === url) return open.task.promise;
  void open?.task.destroy();
  const task = getDocument({ url, withCredentials: true });
  open = { url, task };
  task.promise.catch(() => {
    if (open?.task === task) open = null; // a later try loads it again
  });
  return task.promise;
}

/** Wraps the matched characters of each text item's span in a <mark>. */
function highlight(divs: HTMLElement[], texts: string[], ranges: QuoteRange[]) {
  for (const { item, start, end } of ranges) {
    const div = divs[item];
    const text = texts[item];
    if (!div || text === undefined) continue;
    const mark = document.createElement('mark');
    mark.className = HIGHLIGHT_CLASS;
    mark.textContent = text.slice(start, end);
    div.replaceChildren(text.slice(0, start), mark, text.slice(end));
  }
}

interface Props {
  documentId: string;
  /** A pack's file (issue 28), by position; `page` is then that file's own page. */
  file?: number | undefined;
  page: number;
  quote: string | null;
  onMatch: (match: QuoteMatch | null) => void;
}

/** One page of the PDF; Try again after a failure draws it afresh. */
export default function PdfPage(props: Props) {
  const [attempt, setAttempt] = useState(0);
  return <DrawnPage key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

/** The page as wide as the viewer, its text layer over it with the quote highlighted. */
function DrawnPage({ documentId, file, page, quote, onMatch, onRetry }: Props & { onRetry: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let cancelled = false;
    let task: RenderTask | null = null;
    let text: TextLayer | null = null;
    setState('loading');
    (async () => {
      const pdf = await loadPdf(documentFileUrl(documentId, file));
      const proxy = await pdf.getPage(page);
      const wrapper = box.current;
      const target = canvas.current;
      const over = layer.current;
      if (cancelled || !wrapper || !target || !over) return;
      const width = wrapper.parentElement?.clientWidth || 800;
      const scale = width / proxy.getViewport({ scale: 1 }).width;
      const viewport = proxy.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      wrapper.style.setProperty('--scale-factor', String(scale));
      wrapper.style.setProperty('--total-scale-factor', String(scale));
      wrapper.style.width = `${Math.floor(viewport.width)}px`;
      wrapper.style.height = `${Math.floor(viewport.height)}px`;
      task = proxy.render({ canvas: target, viewport, ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }) });
      await task.promise;
      over.replaceChildren();
      text = new TextLayer({ textContentSource: proxy.streamTextContent(), container: over, viewport });
      await text.render();
      if (cancelled) return;
      const match = quote ? findQuote(text.textContentItemsStr, quote) : null;
      if (match) highlight(text.textDivs, text.textContentItemsStr, match.ranges);
      setState('ready');
      onMatch(match);
      over.querySelector('mark')?.scrollIntoView?.({ block: 'center' });
    })().catch((error: unknown) => {
      if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
      setState('error');
    });
    return () => {
      cancelled = true;
      task?.cancel();
      text?.cancel();
    };
  }, [documentId, file, page, quote, onMatch]);

  return (
    <div className="flex flex-col items-center gap-3">
      {state === 'loading' ? <ViewerLoading page={page} /> : null}
      {state === 'error' ? <ViewerError onRetry={onRetry} /> : null}
      <div ref={box} className="pdf-page max-w-full overflow-hidden border bg-white shadow-sm" hidden={state === 'error'} data-page={page}>
        {/* The drawing only: its words are in the text layer. */}
        <div aria-hidden="true" className="absolute inset-0">
          <canvas ref={canvas} className="block h-full w-full" />
        </div>
        {/* The page's words, readable by assistive technology and selectable, over the drawing. */}
        <div ref={layer} className="textLayer" />
      </div>
    </div>
  );
}
