import type { AnalysisStage } from '@doco/db';
import type { Logger } from 'pino';

/** What every step gets besides its input. */
export interface StepContext {
  analysisId: string;
  logger: Logger;
  /** Records the user-visible stage and overall percent (monotonic; cheap to call often). */
  report(stage: AnalysisStage, progress: number, detail?: string): Promise<void>;
  /** Registers a clean-up that runs when the pipeline ends, however it ends (last in, first out). */
  defer(cleanup: () => Promise<void> | void): void;
}

/**
 * One step: a name, and a function from its input to its output. The pipeline merges each output
 * into the state the following steps read, so a step declares exactly what it needs and adds.
 */
export interface Step<I, O> {
  name: string;
  run: (input: I, ctx: StepContext) => Promise<O>;
}

export interface Pipeline<I, S> {
  /** Appends a step whose input the state so far satisfies; its output joins the state. */
  step<O extends object>(step: Step<S, O>): Pipeline<I, S & O>;
  readonly steps: readonly string[];
  run(initial: I, ctx: StepContext): Promise<S & { timings: Record<string, number> }>;
}

type AnyStep = Step<object, object>;

/** An explicit, typed list of steps: `pipeline<Start>().step(a).step(b)...` (not `then`: an object with a then method is awaited as a promise). */
export function pipeline<I extends object>(): Pipeline<I, I> {
  return build<I, I>([]);
}

function build<I extends object, S extends object>(steps: AnyStep[]): Pipeline<I, S> {
  return {
    step<O extends object>(step: Step<S, O>) {
      return build<I, S & O>([...steps, step as unknown as AnyStep]);
    },
    steps: steps.map((s) => s.name),
    async run(initial, ctx) {
      let state: object = initial;
      const timings: Record<string, number> = {};
      for (const step of steps) {
        const started = performance.now();
        const output = await step.run(state, ctx);
        timings[step.name] = Math.round(performance.now() - started);
        ctx.logger.debug({ step: step.name, ms: timings[step.name] }, 'pipeline step done');
        state = { ...state, ...output };
      }
      return { ...(state as S), timings };
    },
  };
}
