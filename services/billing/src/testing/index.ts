// What other packages' tests build billing from (package export `@doco/billing/testing`).
export { startTestBilling, type TestBilling } from './test-billing.ts';
