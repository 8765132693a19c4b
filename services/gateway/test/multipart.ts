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
