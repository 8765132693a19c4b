// The part of heic-decode's API we call (it ships no types of its own).

declare module 'heic-decode' {
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
    /** Every top-level image, each decoded only when asked; `dispose` frees libheif's memory. */
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}
