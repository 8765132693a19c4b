import { findGlossaryTerms } from './match.ts';
import { GLOSSARY, type GlossaryEntry } from './terms.ts';

// Loose search over the glossary (and, through `textMatchesSearch`, over any help text): case,
// hyphens and apostrophes do not matter, and a query that names a term finds it by any of its
// wordings ('stamp duty' finds transfer duty, 's32' Section 32, 'cooling off' the cooling-off period).

/** Lower case, apostrophes dropped, other punctuation a space, 's 32' joined to 's32'. */
export function looseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])(\p{L}) (?=\p{N})/gu, '$1')
    .trim();
}

const names = (entry: GlossaryEntry) => looseText([entry.term, ...entry.phrases, ...(entry.abbreviations ?? [])].join(' | '));
const NAMES = new Map(GLOSSARY.map((entry) => [entry.id, names(entry)]));
const SHORTS = new Map(GLOSSARY.map((entry) => [entry.id, looseText(entry.short)]));

/** The entries `query` names by one of their wordings, and whether the query is nothing but such terms. */
function namedTerms(query: string): { ids: Set<string>; whole: boolean } {
  const matches = findGlossaryTerms(query);
  let rest = query;
  for (const m of [...matches].reverse()) rest = rest.slice(0, m.start) + rest.slice(m.end);
  return { ids: new Set(matches.map((m) => m.entry.id)), whole: matches.length > 0 && looseText(rest) === '' };
}

/**
 * The glossary entries for a search, best first: those the query names, then those whose name or
 * wordings contain it, then those whose explanation does. An empty query gives them all.
 */
export function searchGlossary(query: string, entries: readonly GlossaryEntry[] = GLOSSARY): GlossaryEntry[] {
  const needle = looseText(query);
  if (needle === '') return [...entries];
  const { ids } = namedTerms(query);
  const rank = (entry: GlossaryEntry) => {
    if (ids.has(entry.id)) return 0;
    if ((NAMES.get(entry.id) ?? names(entry)).includes(needle)) return 1;
    if ((SHORTS.get(entry.id) ?? looseText(entry.short)).includes(needle)) return 2;
    return null;
  };
  return entries
    .map((entry, order) => ({ entry, order, rank: rank(entry) }))
    .filter((r): r is { entry: GlossaryEntry; order: number; rank: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((r) => r.entry);
}

/**
 * Whether `text` answers `query`: it contains the query loosely, or the query is only glossary terms
 * and the text names one of them in any wording ('stamp duty' finds a text about transfer duty).
 */
export function textMatchesSearch(text: string, query: string): boolean {
  const needle = looseText(query);
  if (needle === '' || looseText(text).includes(needle)) return true;
  const { ids, whole } = namedTerms(query);
  return whole && findGlossaryTerms(text).some((m) => ids.has(m.entry.id));
}
