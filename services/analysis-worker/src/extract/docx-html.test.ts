import { describe, expect, it } from 'vitest';
import { docxHtmlToText } from './docx-html.ts';

describe('docxHtmlToText', () => {
  it('puts each table row on one line with its cells side by side, paragraphs of a cell joined', () => {
    const html =
      '<p>Intro</p><table><thead><tr><th><p><strong>Body</strong></p></th><th><p>Amount</p></th></tr></thead>' +
      '<tr><td><p>Example Water</p><p>(water and sewerage)</p></td><td><p>$1,052.60</p></td></tr>' +
      '<tr><td><p>Land tax</p></td><td></td><td><p>Nil</p></td></tr></table><p>After</p>';
    expect(docxHtmlToText(html).split('\n')).toEqual(['Intro', 'Body   Amount', 'Example Water (water and sewerage)   $1,052.60', 'Land tax   Nil', 'After']);
  });

  it('sets headings apart with a blank line, keeps line breaks and decodes entities', () => {
    const html = '<h1>Vendor&#39;s Statement</h1><p>Line one<br />Line two &amp; more</p><h2>1 Financial matters</h2><p>Rates &lt;nil&gt;</p>';
    expect(docxHtmlToText(html)).toBe("Vendor's Statement\nLine one\nLine two & more\n\n1 Financial matters\nRates <nil>");
  });

  it('numbers ordered list items (Word auto-numbering) and bullets unordered ones', () => {
    const html = '<ol><li>Sunset date. The buyer may end the contract.<ol><li>Notice must be in writing.</li></ol></li><li><p>Deposit. Held in trust.</p></li></ol><ul><li>check the zoning</li></ul>';
    expect(docxHtmlToText(html).split('\n')).toEqual([
      '1. Sunset date. The buyer may end the contract.',
      '1.1. Notice must be in writing.',
      '2. Deposit. Held in trust.',
      '\u2022 check the zoning',
    ]);
  });

  it('reads a table nested in a cell as part of that cell', () => {
    const html = '<table><tr><td><p>Outer</p></td><td><table><tr><td>a</td><td>b</td></tr></table></td></tr></table>';
    expect(docxHtmlToText(html)).toBe('Outer   a   b');
  });
});
