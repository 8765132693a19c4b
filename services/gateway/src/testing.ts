// What other packages' tests and benchmarks build a gateway from (package export `@doco/gateway/testing`).
export { buildApp } from './app.ts';
export { createBillingClient } from './clients/billing.ts';
export type { GatewayDeps } from './deps.ts';
export { hashPassword } from './features/auth/passwords.ts';
