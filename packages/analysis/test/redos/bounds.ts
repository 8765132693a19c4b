// The engine bounds its look-around windows (`[^.\n]{0,60}?`): at most 60 steps per start, a constant.
// recheck's fuzzer reads such a window as polynomial, and its automaton checker, which gets it right
// by unrolling the window, takes minutes for a few dozen of them. What matters for the growth with
// the text is the shape, not the size of the bound, so the analyser is given the window shrunk:
// a bounded repeat of ONE character (a class, an escape, `.`, a literal) keeps its minimum up to 2
// and at most two more: `{0,60}` -> `{0,2}`, `{3,60}` -> `{2,4}`, `{4}` -> `{2}`; `{2,}` stays.
// Repeats of groups are left as written (a bound on a group can hide an exponential constant,
// `(a|a){0,60}`).

const QUANTIFIER = /^\{(\d+)(?:(,)(\d*))?\}/;

/** Where the single-character atom starting at `i` ends, or -1 when `i` starts no such atom. */
function atomEnd(source: string, i: number): number {
  const c = source[i];
  if (c === undefined || c === '(' || c === ')' || c === '|' || c === '^' || c === '$' || c === '*' || c === '+' || c === '?' || c === '{') return -1;
  if (c === '[') return classEnd(source, i);
  if (c !== '\\') return i + 1;
  const e = source[i + 1];
  if (e === undefined || e === 'b' || e === 'B' || /[1-9k]/.test(e)) return -1; // assertions, back-references
  const fixed = /^(?:u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|c[A-Za-z]|[pP]\{[^}]*\})/.exec(source.slice(i + 1));
  return i + 1 + (fixed ? fixed[0].length : 1);
}

export function shrinkBoundedRepeats(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const end = atomEnd(source, i);
    if (end < 0) {
      // A group, an assertion or a quantifier: copied as written (an escape two characters at once).
      const step = source[i] === '\\' ? 2 : 1;
      out += source.slice(i, i + step);
      i += step;
      continue;
    }
    out += source.slice(i, end);
    i = end;
    const q = QUANTIFIER.exec(source.slice(i));
    if (!q) continue;
    const min = Number(q[1]);
    const max = q[2] === undefined ? min : q[3] === '' ? Infinity : Number(q[3]);
    const newMin = Math.min(min, 2);
    if (q[2] === undefined) out += `{${newMin}}`;
    else if (max === Infinity) out += q[0];
    else out += `{${newMin},${Math.min(max, newMin + 2)}}`;
    i += q[0].length;
  }
  return out;
}

/** In JavaScript the first unescaped `]` closes a class (`[]` is empty, `[^]` is any character). */
function classEnd(source: string, i: number): number {
  for (let j = i + 1; j < source.length; j++) {
    if (source[j] === '\\') j++;
    else if (source[j] === ']') return j + 1;
  }
  return source.length;
}
