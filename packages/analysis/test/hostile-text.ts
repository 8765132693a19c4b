// Text shaped to make backtracking regular expressions work hard: long runs of whitespace after the
// words the engine's patterns look for (the "price" + 3,000 spaces), runs of newlines, one
// token or punctuation mark repeated. Each shape fills `bytes` of text; the hostile corpus uploads
// them as .txt files and `npm run bench -- hostile` times the engine on them. Each holds at least 20
// letters, so the worker reads it as text rather than refusing an empty file.

/** Words the engine's patterns start from, each then followed by whitespace that leads nowhere. */
const KEYWORDS = [
  'price',
  'Purchase price',
  'deposit',
  'balance of deposit',
  'Vol 1234 Fol',
  'Folio Identifier',
  'covenant',
  'caveator',
  'mortgage',
  'Lot 5 share',
  'special levy',
  'zone',
  'overlays',
  'services not connected',
  'grounds of claim',
  'building and pest',
  'lot area',
  'From',
  'including',
  'DELETED',
];

const SENTENCES = 'The vendor sells the land. The purchaser pays the price at settlement. ';

/** `unit` repeated until the text reaches `bytes` characters (all shapes are ASCII: bytes = characters). */
const fill = (bytes: number, unit: string, head = '', tail = ''): string => {
  const room = Math.max(0, bytes - head.length - tail.length);
  return head + unit.repeat(Math.ceil(room / unit.length)).slice(0, room) + tail;
};

export const HOSTILE_TEXT_SHAPES: Record<string, (bytes: number) => string> = {
  '"price" + 3,000 spaces, repeated': (n) => fill(n, `price${' '.repeat(3000)}${SENTENCES}`),
  '"price" + 3,000 newlines, repeated': (n) => fill(n, `price${'\n'.repeat(3000)}${SENTENCES}`),
  'one run of spaces': (n) => fill(n, ' ', 'Purchase price', 'to be paid by the purchaser at settlement.'),
  'one run of newlines': (n) => fill(n, '\n', 'VENDOR STATEMENT\nprice', 'end.'),
  'one run of tabs and no-break spaces': (n) => fill(n, '\t\u00a0 ', 'Register search statement. Title Reference:', 'x'),
  'lines of only whitespace': (n) => fill(n, ' \t \n', 'Vendor statement. Purchase price'),
  'keywords, each + 300 spaces': (n) => fill(n, KEYWORDS.map((k) => `${k}${' '.repeat(300)}`).join('')),
  'keywords, each + 300 newlines': (n) => fill(n, KEYWORDS.map((k) => `${k}${'\n'.repeat(300)}`).join('')),
  'one token repeated': (n) => fill(n, 'covenant '),
  'one word without spaces': (n) => fill(n, 'a'),
  'digits without end': (n) => fill(n, '1', 'Lot '),
  'punctuation runs': (n) => fill(n, '.,;:', 'Vendor: A. Smith'),
  'open brackets': (n) => fill(n, '( ', 'Caveator '),
  'dollar signs': (n) => fill(n, '$ ', 'Council rates '),
};

export const HOSTILE_TEXT_BYTES = 100 * 1024;
