export class ObjectNotFoundError extends Error {
  readonly key: string;
  constructor(key: string, options?: { cause?: unknown }) {
    super(`object not found: ${key}`, options);
    this.name = 'ObjectNotFoundError';
    this.key = key;
  }
}

export class InvalidKeyError extends Error {
  readonly key: string;
  constructor(key: string, reason: string) {
    // JSON.stringify so an empty or odd key is visible in the message.
    super(`invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidKeyError';
    this.key = key;
  }
}

/** The body did not match the declared contentLength. */
export class ContentLengthMismatchError extends Error {
  readonly expected: number;
  /** Bytes seen; when the body ran long this is where reading stopped, not its full length. */
  readonly actual: number;
  constructor(expected: number, actual: number) {
    super(`body length mismatch: declared ${expected} bytes, ${actual > expected ? 'got more' : `got ${actual}`}`);
    this.name = 'ContentLengthMismatchError';
    this.expected = expected;
    this.actual = actual;
  }
}

/** Thrown by check() when the store cannot be used; the message says which store and why. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}
