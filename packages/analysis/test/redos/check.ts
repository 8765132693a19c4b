// Runs the recheck ReDoS analyser over found patterns: each distinct (source, flags) once, two at a
// time (the machines have two cores). recheck picks its backend itself: its native binary when the
// platform package installed, else a Java agent, else its pure JavaScript build in a worker thread.
import { check, type Diagnostics, type Parameters } from 'recheck';
import { shrinkBoundedRepeats } from './bounds.ts';
import type { FoundPattern } from './collect.ts';

/**
 * recheck's automaton checker proves linearity but slows down sharply on big automata (seconds for a
 * long case-insensitive alternation of words); above `maxNFASize` its fuzzing checker, far quicker,
 * takes over. The fuzzer's own time limits are off: on a shared machine they turn a slow run into a
 * "vulnerable" verdict, so only its step counts decide, and with a fixed seed it says the same every
 * run. A linear pattern reads its longest attack string (300,000 characters) in a few million steps, a
 * quadratic one needs billions: 10 million steps is the line. Every pattern is checked with its
 * one-character windows shrunk (bounds.ts). The timeout on a whole check only guards against a stuck
 * one: reaching it fails the test.
 */
export const RECHECK_PARAMS: Parameters = {
  maxNFASize: 2000,
  randomSeed: 1,
  timeout: 120_000,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  recallTimeout: -1,
  attackLimit: 10_000_000,
};

/** `g`, `y` and `d` only move `lastIndex` or add indices: the matching, and its cost, are the same. */
export const matchingFlags = (flags: string): string => flags.replace(/[gyd]/g, '');

export const patternKey = (p: { source: string; flags: string }): string => `/${p.source}/${matchingFlags(p.flags)}`;

export interface Verdict {
  key: string;
  diagnostics: Diagnostics;
  at: FoundPattern[];
}

export async function checkPatterns(found: FoundPattern[], concurrency = 2): Promise<Verdict[]> {
  const byKey = new Map<string, FoundPattern[]>();
  for (const p of found) byKey.set(patternKey(p), [...(byKey.get(patternKey(p)) ?? []), p]);
  const queue = [...byKey.entries()];
  const verdicts: Verdict[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, at] = next;
      const first = at[0] as FoundPattern;
      verdicts.push({ key, at, diagnostics: await decide(first.source, matchingFlags(first.flags)) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return verdicts;
}

const decide = (source: string, flags: string): Promise<Diagnostics> => check(shrinkBoundedRepeats(source), flags, RECHECK_PARAMS);

/** One line per failing pattern: where, what, and the attack string recheck built. */
export function describeVerdict(v: Verdict): string {
  const where = v.at.map((p) => `${p.file}:${p.line}`).join(', ');
  const d = v.diagnostics;
  if (d.status === 'vulnerable') return `${where} ${v.key} is ${d.complexity.summary}; attack ${d.attack.pattern}`;
  if (d.status === 'unknown') return `${where} ${v.key} could not be decided (${d.error.kind})`;
  return `${where} ${v.key} is safe`;
}
