import type { EngineInput, EngineOutput } from '../engine/types.ts';
import type { OcrEngineChoice } from '../ocr/engine.ts';
import type { ReadDocument } from '../read/read-document.ts';

/** What the worker asks a sandbox child to do: read a document's bytes, or run the engine on its pages. */
export type SandboxRequest =
  | { task: 'read'; bytes: Uint8Array; ocrConcurrency: number; ocrEngine: OcrEngineChoice }
  | { task: 'analyse'; input: EngineInput; llmBasis?: boolean };

export type SandboxResult<R extends SandboxRequest> = R extends { task: 'read' } ? ReadDocument : EngineOutput;

/** Messages from the child: progress while reading, then exactly one result or error. */
export type SandboxMessage =
  | { type: 'progress'; stage: 'extracting' | 'ocr'; done: number; total: number; detail?: string }
  | { type: 'result'; value: unknown }
  | { type: 'error'; message: string; documentError: boolean; permanent: boolean };
