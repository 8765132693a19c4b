/** Builds a multipart/form-data body with the platform's FormData, for app.inject. */
export async function multipartBody(files: Array<{ field?: string; name: string; content: Buffer | string; type?: string }>) {
  const form = new FormData();
  for (const file of files) {
    form.append(file.field ?? 'document', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  'latin1',
);
export const ENCRYPTED_PDF = Buffer.from(
  '%PDF-1.6\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R /Encrypt 2 0 R >>\nstartxref\n9\n%%EOF\n',
  'latin1',
);
export const TRUNCATED_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

// Photos of a page, by their headers (the gateway never decodes them; the worker's tests read real ones).
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};
/** A PNG's signature, IHDR (width x height, 8-bit grey), an IDAT and IEND: the CRCs are not checked here. */
export function pngOf(width: number, height: number, { end = true } = {}) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(32, 1)),
    ...(end ? [chunk('IEND', Buffer.alloc(0))] : []),
  ]);
}
/** A JPEG's start, an EXIF block, and a baseline frame header of width x height. */
export function jpegOf(width: number, height: number) {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from('4d4d002a00000008000101120003000000010006000000000000', 'hex')]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), exif]);
  app1.writeUInt16BE(exif.length + 2, 2);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, frame, Buffer.alloc(64, 0x11), Buffer.from([0xff, 0xd9])]);
}
/** An HEIC's ftyp box and one image spatial extent (ispe) box of width x height. */
export function heicOf(width: number, height: number) {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
  const ispe = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ispe', 'latin1'), Buffer.alloc(12)]);
  ispe.writeUInt32BE(width, 12);
  ispe.writeUInt32BE(height, 16);
  return Buffer.concat([ftyp, ispe, Buffer.alloc(64, 7)]);
}
