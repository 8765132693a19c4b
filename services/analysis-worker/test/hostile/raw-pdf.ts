// Hand-written PDFs for the hostile corpus: each object is written as given, and the xref table
// points at them (or, for the hostile ones, wherever the test wants).

/** A PDF from numbered object bodies (1-based); `trailer` extras join /Size and /Root 1 0 R. */
export function rawPdf(objects: Array<string | Buffer>, options: { trailer?: string; xrefPrev?: 'self' } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
    const bytes = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    const tail = Buffer.from('\nendobj\n', 'latin1');
    parts.push(head, bytes, tail);
    offset += head.length + bytes.length + tail.length;
  });
  const xrefAt = offset;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const prev = options.xrefPrev === 'self' ? ` /Prev ${xrefAt}` : '';
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${prev} ${options.trailer ?? ''} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A stream object: dictionary entries plus the data (its /Length is added). */
export const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
