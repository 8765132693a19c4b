import { z } from 'zod';
import { loadEnv } from './load.ts';
import { assertSafeBillingSettings, assertSafeGatewaySettings, assertSafeWorkerSettings, assertSafeMailerSettings } from './production.ts';
import {
  adminCliEnv,
  analysisWorkerEnv,
  billingEnv,
  cliEnv,
  gatewayEnv,
  launcherEnv,
  mailerEnv,
  testEnv,
} from './schemas.ts';

export { ConfigError, loadEnv } from './load.ts';
export { repoRoot, defaultDataDir } from './paths.ts';
export * from './schemas.ts';
export * from './production.ts';
export { llmSettings, resolveStorageDir, resolveMailDir, storageSettings } from './derived.ts';

export type GatewayConfig = z.infer<typeof gatewayEnv>;
export type BillingConfig = z.infer<typeof billingEnv>;
export type AnalysisWorkerConfig = z.infer<typeof analysisWorkerEnv>;
export type MailerConfig = z.infer<typeof mailerEnv>;
export type TestConfig = z.infer<typeof testEnv>;
export type LauncherConfig = z.infer<typeof launcherEnv>;
export type CliConfig = z.infer<typeof cliEnv>;

type Source = Record<string, string | undefined>;
export function loadGatewayConfig(source?: Source) {
  const config = loadEnv(gatewayEnv, source);
  assertSafeGatewaySettings(config);
  return config;
}
export function loadBillingConfig(source?: Source) {
  const config = loadEnv(billingEnv, source);
  assertSafeBillingSettings(config);
  return config;
}
export function loadAnalysisWorkerConfig(source?: Source) {
  const config = loadEnv(analysisWorkerEnv, source);
  assertSafeWorkerSettings(config);
  return config;
}
export function loadMailerConfig(source?: Source) {
  const config = loadEnv(mailerEnv, source);
  assertSafeMailerSettings(config);
  return config;
}
export const loadTestConfig = (source?: Source) => loadEnv(testEnv, source);
export const loadLauncherConfig = (source?: Source) => loadEnv(launcherEnv, source);
export const loadCliConfig = (source?: Source) => loadEnv(cliEnv, source);
export const loadAdminCliConfig = (source?: Source) => loadEnv(adminCliEnv, source);
export type AdminCliConfig = z.infer<typeof adminCliEnv>;
