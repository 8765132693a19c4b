// One covenant as a conveyancer writes it up: what it is, its instrument and year, and what it
// restricts. "Restrictive covenant C456712 (1974): must not: (a) erect ... more than one dwelling
// house; (b) ...". The terms come from the document's own plain summary of the covenant when it has
// one, else from the instrument's lettered terms ("(a) ... (b) ..."), each shortened.
import type { DocText } from '../text/doc.ts';
import { allDates } from './dates.ts';
import type { CovenantHit } from './title.ts';
import { SPACE_RUN } from '../text/normalise.ts';

/** Words that say what a covenant forbids or requires. */
const RESTRICTS = /\b(?:prohibits?|restricts?|limits?|not\s+more\s+than|only\s+one|one\s+(?:private\s+)?dwelling|must\s+not|shall\s+not|no\s+(?:fence|shop|hotel|factory|noxious|building|main\s+building|more|part)|not\s+(?:to\s+)?(?:build|erect|use|remove|carry)|brick|stone|materials|height|fences?)\b/gi;
/** The instrument's own legal wording, which a plain summary is preferred to. */
const ARCHAIC = /\b(?:doth|hereby|heirs|executors|for\s+himself|transferees?|transferor)\b/i;
/** A sentence that only points at the covenant or its copy. */
export const POINTER = /\b(?:attached|copies|copy\s+of|extract|transcription|continued|acknowledges?|carried\s+forward|appears\s+as)\b/i;
/** An instrument's number (a dealing such as C456712), not a plan's. */
export const INSTRUMENT_SOURCE = String.raw`(?!(?:LP|PS|SP|DP|RP|CP|TP|PC|OC|RN|AB|CT)\d)[A-Z]{1,2}\d{5,8}[A-Z]?`;
const MAX_ITEM = 140;
const MAX_TERMS = 480;
/** How much of a mention's paragraph is read, before and after it. */
const PARAGRAPH_WINDOW = 1500;
/** How far after a mention of the instrument its lettered terms may start. */
const TERMS_WITHIN = 1200;

/** How many words of restriction a sentence has. */
export const restrictionWords = (text: string): number => text.match(RESTRICTS)?.length ?? 0;
const squash = (text: string): string => text.replace(SPACE_RUN, ' ').trim();

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/(?<![\s,;])[\s,;]+(?:[^\s,;]\S*)?$/, '')}…`;
}

/** Where the instrument is named, bounded so a name repeated on every page cannot make this quadratic. */
function occurrences(doc: DocText, id: string): number[] {
  const out: number[] = [];
  for (let at = doc.scan.indexOf(id); at >= 0 && out.length < 40; at = doc.scan.indexOf(id, at + id.length)) out.push(at);
  return out;
}

/** The year the instrument was made or registered: a date right after its number, or on its next lines. */
function yearOf(doc: DocText, id: string, at: number[]): string | null {
  for (const i of at) {
    const after = doc.scan.slice(i + id.length, i + id.length + 200);
    const bracket = /^\s*\((1[89]\d\d|20\d\d)\)/.exec(after);
    if (bracket) return bracket[1] as string;
    const next = /^[ \t]*(\d{1,2}[/.]\d{1,2}[/.]\d{4})/.exec(after);
    if (next) return allDates(next[1] as string)[0]?.iso.slice(0, 4) ?? null;
    const made = /\b(?:registered|dated|created)\b[^.\n]{0,40}?(\d{1,2}(?:[/.]\d{1,2}[/.]|\s+[A-Za-z]+\s+)\d{4})/i.exec(after.split('\n').slice(0, 3).join('\n'));
    if (made) return allDates(made[1] as string)[0]?.iso.slice(0, 4) ?? null;
  }
  return null;
}

/** Another instrument's number: a sentence naming one describes that covenant, not this one. */
const INSTRUMENT = new RegExp(String.raw`\b${INSTRUMENT_SOURCE}\b`, 'g');

interface Said {
  text: string;
  words: number;
  /** In the instrument's own legal wording rather than a plain summary. */
  archaic: boolean;
}

/** The sentences of the mentions' paragraphs that say what the covenant restricts, best first. */
function whatItSays(doc: DocText, id: string, mentions: CovenantHit[]): Said[] {
  const out: Said[] = [];
  for (const m of mentions) {
    // Windows of bounded size: a mention repeated on one endless line must not rescan the document.
    const before = doc.scan.slice(Math.max(0, m.offset - PARAGRAPH_WINDOW), m.offset);
    const after = doc.scan.slice(m.offset, m.offset + PARAGRAPH_WINDOW);
    const paragraphEnd = after.indexOf('\n\n');
    const paragraph = before.slice(before.lastIndexOf('\n') + 1) + (paragraphEnd < 0 ? after : after.slice(0, paragraphEnd));
    // A numbered line starts a sentence of its own, whatever the line before ended with.
    const sentences = paragraph
      .split(/\n(?=\s*(?:\d+(?:\.\d+)*\.?|\(?[a-z0-9]{1,3}\))\s+[A-Z])/)
      .flatMap((line) => squash(line).split(/(?<=[a-z0-9)]\.)\s+(?=[A-Z])/))
      .slice(0, 8);
    for (const text of sentences) {
      if (POINTER.test(text) || /^\s*\(?[a-h]\)/.test(text)) continue;
      if ([...text.matchAll(INSTRUMENT)].some((x) => x[0] !== id)) continue;
      const words = restrictionWords(text);
      if (words > 0 && !out.some((o) => o.text === text)) out.push({ text, words, archaic: ARCHAIC.test(text) });
    }
  }
  return out.sort((a, b) => b.words - a.words);
}

/** A sentence without its label, lead-in or the covenant's own name ("1.1 Covenants:", "In summary", "Covenant C412233"). */
function substance(text: string, id: string): string {
  return text
    .replace(/^(?:\d+(?:\.\d+)*\.?\s+)?(?:[A-Z][A-Za-z ]{0,30}:\s*)?/, '')
    .replace(/^in\s+summary,?\s+/i, '')
    // "... restrictive covenant C456712 (registered on 3 May 1974) which provides that": up to what it says.
    .replace(
      new RegExp(
        String.raw`^[^:.]{0,80}?\b${id}\b[,:]?\s*(?:(?:created\s+by\s+instrument\s+)?(?:registered|dated|created)\s+(?:on\s+)?\d{1,2}(?:\s+[A-Za-z]+\s+|[/.]\d{1,2}[/.])\d{2,4}\s*(?:,\s*)?)?(?:which\s+(?:provides|states|says|requires)\s+that\s+|which\s+|that\s+)?`,
      ),
      '',
    )
    .replace(/^(?:the\s+)?transferee[^:]{0,200}?\bcovenants?\b[^:]{0,200}?\bthat\s*(?::\s*)?/i, '');
}

/** The instrument's lettered terms after one of its mentions: "(a) ...; (b) ...". */
function letteredTerms(doc: DocText, at: number[]): string | null {
  for (const i of at) {
    const window = doc.scan.slice(i, i + TERMS_WITHIN);
    const first = /(?:^|[\s:;])\(a\)\s/.exec(window);
    if (!first) continue;
    const intro = window.slice(0, first.index);
    if (!/\b(?:covenants?|restrictions?|will\s+not|shall\s+not|that)\b/i.test(intro.slice(-400))) continue;
    const body = doc.scan.slice(i + first.index, i + first.index + TERMS_WITHIN);
    const items = [...body.matchAll(/\(([a-h])\)\s+([\s\S]*?)(?=\s\([a-h]\)\s|\n\s*\n|$)/g)];
    const terms: string[] = [];
    for (const [n, item] of items.entries()) {
      if (item[1] !== String.fromCharCode(97 + n)) break;
      let text = squash(item[2] as string);
      // The list ends with the sentence its last item ends ("... approved by Council. The body ...").
      const sentenceEnd = /\.\s+(?=[A-Z])/.exec(text);
      if (sentenceEnd) text = text.slice(0, sentenceEnd.index);
      text = text.replace(/(?:[.;,]\s*and|[.;,]|(?<!\s)\s+and)$/, '');
      terms.push(`(${item[1]}) ${shorten(text, MAX_ITEM)}`);
      if (sentenceEnd) break;
    }
    if (terms.length < 2) continue;
    // "... that he will not: (a) erect ..." - the terms are what he must not do.
    const negated = /\b(?:will|shall)\s+not\s*(?::\s*)?$/i.test(intro.trimEnd()) ? 'must not: ' : '';
    return shorten(negated + terms.join('; '), MAX_TERMS);
  }
  return null;
}

function kindOf(id: string, mentions: CovenantHit[]): string {
  if (/^(?:DP|SP)\d+$/.test(id)) return `Restriction on the use of land (s88B instrument, ${id})`;
  if (mentions.some((m) => /\brestrictive\s+covenant\b/i.test(m.text))) return `Restrictive covenant ${id}`;
  if (mentions.some((m) => new RegExp(String.raw`\btransfer\s+${id}\b`, 'i').test(m.text))) return `Covenant in transfer ${id}`;
  return `Covenant ${id}`;
}

/** The covenant's description, or null when the document says nothing of what it restricts. */
export function summariseCovenant(doc: DocText, id: string, mentions: CovenantHit[]): string | null {
  const at = occurrences(doc, id);
  const said = whatItSays(doc, id, mentions);
  const plain = said.find((x) => !x.archaic);
  const own = said.find((x) => x.archaic);
  const terms = plain ? substance(plain.text, id) : (letteredTerms(doc, at) ?? (own ? substance(own.text, id) : null));
  if (!terms) return null;
  const year = yearOf(doc, id, at);
  return `${kindOf(id, mentions)}${year ? ` (${year})` : ''}: ${terms}`;
}
