// A grid of tick boxes: a header naming the answers once ("Provided   Not Provided", "Yes  No"), then
// rows each with a box under every answer ("Gas supply [ ] [X]"). A row's answer is the header's
// answer above its ticked box. Forms lay services, inclusions and disclosure questions out this way.
import type { DocText, Line } from './doc.ts';

/** The answers a grid's header names, longest first so "not provided" is one answer, not "provided". */
const ANSWERS = ['not applicable', 'not provided', 'not connected', 'provided', 'connected', 'unknown', 'yes', 'no', 'n/a'];
const BOX = /\[([xX ])\]/g;

/** The header's answers in order, when the line is nothing but answers. */
function headerAnswers(text: string): string[] | null {
  const out: string[] = [];
  let rest = text.trim().toLowerCase();
  while (rest !== '') {
    const answer = ANSWERS.find((a) => rest.startsWith(a) && (rest.length === a.length || rest[a.length] === ' '));
    if (!answer) return null;
    out.push(answer);
    rest = rest.slice(answer.length).trimStart();
  }
  return out.length >= 2 ? out : null;
}

export interface GridRow {
  line: Line;
  /** The row's label: the text before its boxes. */
  label: string;
  /** The header's answer over the ticked box; null when no box, or more than one, is ticked. */
  answer: string | null;
}

/** The rows of every tick-box grid in the document, each with its answer. */
export function readBoxGrids(doc: DocText): GridRow[] {
  const out: GridRow[] = [];
  let header: string[] | null = null;
  for (const line of doc.lines) {
    if (line.scan.trim() === '') continue;
    const named = headerAnswers(line.scan);
    if (named) {
      header = named;
      continue;
    }
    if (!header) continue;
    const boxes = [...line.scan.matchAll(BOX)];
    const first = boxes[0];
    // A row has a box under every answer, after its label; anything else ends the grid.
    if (boxes.length !== header.length || !first || first.index === 0) {
      header = null;
      continue;
    }
    const ticked = boxes.flatMap((b, i) => ((b[1] as string) !== ' ' ? [i] : []));
    const label = line.scan.slice(0, first.index).trim();
    out.push({ line, label, answer: ticked.length === 1 ? (header[ticked[0] as number] as string) : null });
  }
  return out;
}
