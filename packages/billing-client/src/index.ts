export { BillingCallError, createCreditsClient, type CreditsClient } from './credits-client.ts';
