export { analyseDocument, runEngine, type AnalyseOptions, type EngineRun } from './analyse.ts';
export { assembleResult, toConcern } from './assemble.ts';
export { costsRequest, defaultCostsEstimator, type CostsEstimator, type CostsRequest } from './summary/costs.ts';
export { calculateDuty, estimateCosts, dutyCommand, DutyCommandError, DUTY_USAGE } from './costs/index.ts';
export { NO_PRICE } from './summary/property-view.ts';
export { normalisedDocument, quoteFound } from './text/quotes.ts';
export { normaliseWhitespace } from './text/normalise.ts';
export { splitTextIntoPages } from './text/pages.ts';
export * from './result.ts';
