import { describe, expect, it } from 'vitest';
import { ConfigError, loadAnalysisWorkerConfig, loadGatewayConfig, loadMailerConfig, loadBillingConfig, loadLauncherConfig } from './index.ts';

describe('environment loading', () => {
  it('serves the embedded setup with no variables at all', () => {
    const config = loadGatewayConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/doco');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(config.S3_ENDPOINT).toBeUndefined();
  });

  it('coerces numbers and treats empty strings as unset', () => {
    const config = loadGatewayConfig({ PORT: '8080', S3_ENDPOINT: '' });
    expect(config.PORT).toBe(8080);
    expect(config.S3_ENDPOINT).toBeUndefined();
  });

  it('stops with a message naming each bad variable and its value', () => {
    const attempt = () => loadGatewayConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT:.*"eighty"/);
    expect(attempt).toThrow(/DATABASE_URL: must be a URL starting with postgres:\/\//);
  });

  it('names a bad password or secret without printing its value', () => {
    const attempt = () => loadLauncherConfig({ WORKER_DB_PASSWORD: 'hunter2 is short' });
    expect(attempt).toThrow(/WORKER_DB_PASSWORD: must be 16 or more letters.*\(value not shown\)/);
    expect(attempt).not.toThrow(/hunter2/);
    expect(() => loadGatewayConfig({ SESSION_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it('rejects a session secret too short to be safe', () => {
    expect(() => loadGatewayConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it('checks the shape of Stripe keys and mail addresses', () => {
    expect(() => loadBillingConfig({ STRIPE_SECRET_KEY: 'pk_live_x' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadMailerConfig({ SUPPORT_EMAIL: 'not-an-email' })).toThrow(/SUPPORT_EMAIL/);
    expect(loadMailerConfig({ SMTP_URL: 'smtp://127.0.0.1:1025' }).SMTP_URL).toBe('smtp://127.0.0.1:1025');
  });

  it('shares one queue prefix across services and gives workers production lock timings by default', () => {
    expect(loadGatewayConfig({}).QUEUE_PREFIX).toBe('doco');
    expect(loadMailerConfig({ QUEUE_PREFIX: 'doco-test-1a2b' }).QUEUE_PREFIX).toBe('doco-test-1a2b');
    expect(() => loadGatewayConfig({ QUEUE_PREFIX: 'has space' })).toThrow(/QUEUE_PREFIX/);
    const worker = loadAnalysisWorkerConfig({});
    expect([worker.WORKER_LOCK_MS, worker.WORKER_STALLED_INTERVAL_MS]).toEqual([30_000, 30_000]);
    expect(loadAnalysisWorkerConfig({ WORKER_LOCK_MS: '4000' }).WORKER_LOCK_MS).toBe(4000);
    expect(() => loadAnalysisWorkerConfig({ WORKER_STALLED_INTERVAL_MS: '0' })).toThrow(/WORKER_STALLED_INTERVAL_MS/);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, never a plain true', () => {
    expect(loadGatewayConfig({}).TRUST_PROXY).toBe(false);
    expect(loadGatewayConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadGatewayConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadGatewayConfig({ TRUST_PROXY: 'evil.example' })).toThrow(/TRUST_PROXY/);
  });
});
