// Flattens the HTML mammoth makes of a Word document into the plain-text layout the engine reads
// best (the same as a text export): one line per paragraph, list item or heading; a table row per
// line with its cells side by side; a blank line before each heading.
import { CELL_SEPARATOR } from './pdf-lines.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface Cell {
  text: string;
}
interface Table {
  rows: Cell[][];
}
interface List {
  ordered: boolean;
  count: number;
  /** Number of the enclosing ordered item, for "1.2"-style nested numbering. */
  prefix: string;
}

/** Where a page starts in the flattened text (mammoth writes Word's page breaks as <hr>, docx.ts). */
export const PAGE_BREAK = '\f';

const BLOCK = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre', 'div']);

/** mammoth's HTML (well-formed, a small tag set) to text lines. */
export function docxHtmlToText(html: string): string {
  const out: string[] = [];
  const tables: Table[] = [];
  const lists: List[] = [];
  let line = '';
  let itemNumber = '';

  const cell = (): Cell | undefined => {
    const table = tables[tables.length - 1];
    const row = table?.rows[table.rows.length - 1];
    return row?.[row.length - 1];
  };
  /** Ends the current paragraph: into the open table cell, else as a line of its own. */
  const endBlock = (): void => {
    const text = line.replace(/(?<![ \t])[ \t]+$/g, '').replace(/^[ \t]+/, '');
    line = '';
    if (text === '') return;
    const open = cell();
    if (open) open.text = open.text ? `${open.text} ${text}` : text;
    else out.push(text);
  };

  for (const token of html.matchAll(/<(\/?)([a-zA-Z0-9]+)((?:[^<>a-zA-Z0-9][^<>]*)?)>|([^<]+)/g)) {
    const [, closing, rawName, , text] = token;
    if (text !== undefined) {
      // Source line breaks are not Word line breaks; Word tabs separate columns.
      line += decode(text).replace(/[\r\n]+/g, ' ').replace(/\t+/g, CELL_SEPARATOR);
      continue;
    }
    const name = (rawName as string).toLowerCase();
    const open = closing !== '/';
    if (name === 'hr') {
      // A page break inside a table cell cannot split the row: the row stays on the page it starts on.
      endBlock();
      if (!cell()) out.push(PAGE_BREAK);
    } else if (name === 'br') {
      if (cell()) line += ' ';
      else endBlock();
    } else if (/^h[1-6]$/.test(name) && open) {
      endBlock();
      if (!cell() && out.length > 0 && out[out.length - 1] !== '') out.push('');
    } else if (name === 'li' && open) {
      endBlock();
      const list = lists[lists.length - 1];
      if (list) {
        list.count++;
        itemNumber = list.ordered ? `${list.prefix}${list.count}` : '';
        line = list.ordered ? `${itemNumber}. ` : '\u2022 ';
      }
    } else if ((name === 'ol' || name === 'ul') && open) {
      endBlock();
      const parent = lists[lists.length - 1];
      lists.push({ ordered: name === 'ol', count: 0, prefix: parent?.ordered && itemNumber ? `${itemNumber}.` : '' });
    } else if ((name === 'ol' || name === 'ul') && !open) {
      endBlock();
      lists.pop();
    } else if (name === 'table' && open) {
      endBlock();
      tables.push({ rows: [] });
    } else if (name === 'table' && !open) {
      endBlock();
      const table = tables.pop();
      const lines = (table?.rows ?? []).map((row) => row.map((c) => c.text.trim()).filter(Boolean).join(CELL_SEPARATOR)).filter(Boolean);
      // A table inside a cell reads as part of that cell.
      const outer = cell();
      if (outer) outer.text = [outer.text, ...lines].filter(Boolean).join(' ');
      else out.push(...lines);
    } else if (name === 'tr' && open) {
      endBlock();
      tables[tables.length - 1]?.rows.push([]);
    } else if ((name === 'td' || name === 'th') && open) {
      endBlock();
      const table = tables[tables.length - 1];
      table?.rows[table.rows.length - 1]?.push({ text: '' });
    } else if (name === 'td' || name === 'th' || name === 'tr') {
      endBlock();
    } else if (BLOCK.has(name)) {
      // A list item's own paragraph keeps the item's number in front of it.
      if (!(open && /^(?:[\d.]+\. |\u2022 )$/.test(line))) endBlock();
    }
  }
  endBlock();
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
