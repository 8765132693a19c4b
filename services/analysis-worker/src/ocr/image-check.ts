/** PNG, JPEG, TIFF, BMP, WebP or binary PGM by their first bytes: the only inputs OCR is given. */
export function isImage(bytes: Buffer): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  return (
    starts(0x89, 0x50, 0x4e, 0x47) || // PNG
    starts(0xff, 0xd8, 0xff) || // JPEG
    starts(0x49, 0x49, 0x2a, 0x00) ||
    starts(0x4d, 0x4d, 0x00, 0x2a) || // TIFF
    starts(0x42, 0x4d) || // BMP
    (starts(0x50, 0x35) && (bytes[2] === 0x0a || bytes[2] === 0x20)) || // PGM (P5)
    (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
  );
}

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
  constructor() {
    super('OCR was given bytes that are not an image');
  }
}
