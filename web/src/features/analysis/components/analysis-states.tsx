import { ANALYSIS_TIME_SENTENCE } from '@/config/site';
import type { AnalysisSummary } from '@doco/contracts';
import { CircleAlert, FileClock, LoaderCircle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { TEXTS } from '@/lib/error-catalogue';
import { stageLabel } from '../lib/analysis-status.ts';

function StateCard({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <Card role={role}>
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:p-10">{children}</CardContent>
    </Card>
  );
}

export function AnalysisLoading() {
  return (
    <Card aria-busy="true" aria-label="Loading analysis">
      <CardContent className="flex flex-col gap-3 p-6">
        <span className="sr-only" role="status">
          Loading analysis
        </span>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-24 w-full" />
      </CardContent>
    </Card>
  );
}

/** The worker's real stage and percent, refreshed by the 2-second poll. */
export function AnalysisProcessing({ analysis }: { analysis: Pick<AnalysisSummary, 'stage' | 'progress'> & { stageDetail?: string | null } }) {
  // 'Reading scanned page 3 of 12' while OCR reads a long scan, else the stage's name.
  const label = analysis.stageDetail || stageLabel(analysis.stage);
  return (
    <StateCard>
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-primary" />
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">Analysing Document...</h2>
        <p className="text-sm text-muted-foreground">{ANALYSIS_TIME_SENTENCE} You can leave this page and come back.</p>
      </div>
      <div className="flex w-full max-w-md flex-col gap-2">
        <Progress value={analysis.progress} aria-label="Analysis progress" getValueLabel={(v) => `${label}: ${v}%`} />
        <p className="flex justify-between text-sm" aria-live="polite">
          <span>{label}</span>
          <span className="font-medium tabular-nums">{analysis.progress}%</span>
        </p>
      </div>
    </StateCard>
  );
}

export function AnalysisFailed({ errorMessage, onTryAgain }: { errorMessage: string | null; onTryAgain: () => void }) {
  return (
    <StateCard role="alert">
      <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">Analysis Failed</h2>
        <p className="text-sm text-muted-foreground">{TEXTS.analysisFailed}</p>
        {errorMessage ? <p className="text-sm">{errorMessage}</p> : null}
      </div>
      <Button onClick={onTryAgain}>
        <RotateCcw aria-hidden="true" />
        Try Again
      </Button>
    </StateCard>
  );
}

export function AnalysisLoadError({ message, onRunNewAnalysis }: { message: string; onRunNewAnalysis: () => void }) {
  return (
    <StateCard role="alert">
      <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
      <p className="text-sm">{message}</p>
      <Button onClick={onRunNewAnalysis}>Run New Analysis</Button>
    </StateCard>
  );
}

/** An analysis that was never started (there were no credits at upload time). */
export function AnalysisNotStarted({ onStart, starting }: { onStart: () => void; starting: boolean }) {
  return (
    <StateCard>
      <FileClock aria-hidden="true" className="size-10 text-muted-foreground" />
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">Analysis not started</h2>
        <p className="text-sm text-muted-foreground">This document is uploaded. Starting its analysis uses one credit.</p>
      </div>
      <Button onClick={onStart} disabled={starting}>
        Start Analysis
      </Button>
    </StateCard>
  );
}
