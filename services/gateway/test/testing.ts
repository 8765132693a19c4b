// What other packages' tests and benchmarks build a gateway from (package export `@doco/gateway/testing`):
// the app builder and its parts, and the one in-process test stack (gateway + real billing on a fresh
// database and Redis prefix) that the worker's integration stack and the benchmarks build on.
export { buildApp } from '../src/app.ts';
export { createBillingClient } from '../src/clients/billing.ts';
export type { GatewayDeps } from '../src/deps.ts';
export { hashPassword } from '../src/features/auth/passwords.ts';
export { createTestGateway, type TestGateway, type TestGatewayOptions } from './helpers.ts';
