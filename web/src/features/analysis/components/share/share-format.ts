import type { ShareOpen } from '@doco/contracts';

/** What an opening opened, in words. */
export const openedPart = (part: ShareOpen['part']) => (part === 'pdf' ? 'Downloaded the PDF' : 'Viewed the report');

/** A link's full address from the path the server answered (the page's own origin). */
export const linkAddress = (path: string, origin = window.location.origin) => new URL(path, origin).href;
