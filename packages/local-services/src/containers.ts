// testcontainers is used only when a Docker engine answers; loaded lazily so machines without one
// (and without its native extras) never touch it.

async function engine() {
  try {
    const tc = await import('testcontainers');
    await tc.getContainerRuntimeClient();
    return tc;
  } catch {
    return null;
  }
}

/** A throwaway Postgres container, or null when no Docker engine answers. Stopped at process exit. */
export async function startPostgresContainer(): Promise<{ adminUrl: string; stop(): Promise<void> } | null> {
  const tc = await engine();
  if (!tc) return null;
  const container = await new tc.GenericContainer('postgres:17-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(tc.Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  process.once('exit', () => void container.stop());
  return {
    adminUrl: `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`,
    stop: async () => void (await container.stop()),
  };
}

/** A throwaway Redis container, or null when no Docker engine answers. Stopped at process exit. */
export async function startRedisContainer(): Promise<{ url: string; stop(): Promise<void> } | null> {
  const tc = await engine();
  if (!tc) return null;
  const container = await new tc.GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  process.once('exit', () => void container.stop());
  return { url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`, stop: async () => void (await container.stop()) };
}
