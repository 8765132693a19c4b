import { z } from 'zod';

/** A bad environment value; the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Source = Record<string, string | undefined>;

/** Variables whose value a start-up error must not print (it would land in the logs). */
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|_KEY/;

/**
 * Parses the environment with a zod object schema whose keys are variable names.
 * Empty strings count as unset so `FOO=` in an .env file falls back to the default.
 */
export function loadEnv<S extends z.ZodObject>(schema: S, source: Source = process.env): z.infer<S> {
  const input: Source = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    const given = source[name];
    const shown = given === undefined ? '' : SECRET_NAME.test(name) ? ' (value not shown)' : ` (got "${given}")`;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
}
