import type { EngineInput, EngineOutput } from '../engine/types.ts';
import type { OcrEngineChoice } from '../ocr/engine.ts';
import type { ReadDocument } from '../read/read-document.ts';
import type { PackFileBytes, PackSpan } from '../read/read-pack.ts';

/** What the worker asks a sandbox child to do: read a document's bytes, or run the engine on its pages. */
export type SandboxRequest =
  | {
      task: 'read';
      bytes: Uint8Array;
      ocrConcurrency: number;
      ocrEngine: OcrEngineChoice;
      /** A pack's files (issue 28), read in order instead of `bytes` (then empty). */
      files?: PackFileBytes[];
    }
  | {
      task: 'analyse';
      input: EngineInput;
      llmBasis?: boolean;
      /** The pack's files' shares of `input.pages`, in order (issue 28): the engine reads them as one pack. */
      pack?: PackSpan[];
    };

/** The request as the child receives it: the OCR engine already chosen by the worker. */
export type ChildRequest = Exclude<SandboxRequest, { task: 'read' }> | (Extract<SandboxRequest, { task: 'read' }> & { ocrEngine: 'native' | 'tesseractjs' });

export type SandboxResult<R extends SandboxRequest> = R extends { task: 'read' } ? ReadDocument : EngineOutput;

/** Messages from the child: progress while reading, pages for native OCR, then exactly one result or error. */
export type SandboxMessage =
  | { type: 'progress'; stage: 'extracting' | 'ocr'; done: number; total: number; detail?: string }
  | { type: 'ocr'; id: number; image: Uint8Array }
  | { type: 'result'; value: unknown }
  | { type: 'error'; message: string; documentError: boolean; permanent: boolean };

/** The worker's answer to an `ocr` message: the page's text, or why it could not be read. */
export interface OcrReply {
  type: 'ocr-result';
  id: number;
  text?: string;
  /** The engine's mean word confidence for the page (0-100). */
  confidence?: number;
  error?: string;
}
