export { ensurePostgres, startEmbedded, redact, type PostgresHandle, type EnsurePostgresOptions } from './postgres.ts';
export { ensureRedis, spawnRedis, RedisUnavailableError, type RedisHandle, type EnsureRedisOptions } from './redis.ts';
export { ensureDatabase } from './database.ts';
export { postgresAnswers, redisAnswers, waitFor } from './probe.ts';
export { freePort } from './free-port.ts';
