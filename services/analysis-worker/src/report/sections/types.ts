import type { EngineResult } from '../../engine/types.ts';
import type { ReportWriter } from '../writer.ts';

export interface ReportInput {
  documentName: string;
  pageCount: number;
  generatedAt: Date;
  result: EngineResult;
}

/** One section of the report: writes itself (or nothing, when it has nothing to say). */
export type Section = (writer: ReportWriter, input: ReportInput) => void;
