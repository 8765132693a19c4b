import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Zod schemas (from @doco/contracts) validate requests and serialise responses in the calling
 * plugin's scope, so a response never carries a field its schema does not name. A failed request
 * is a 400 whose message is the first issue's text: the spec's exact wording, which the client shows.
 */
export function useZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setSchemaErrorFormatter((errors) => {
    const first = errors[0];
    const named = first?.message && first.instancePath !== '/' && first.instancePath !== '';
    return new Error(named ? first.message : 'The request was not understood. Please try again.');
  });
  return app.withTypeProvider<ZodTypeProvider>();
}

export type ZodApp = ReturnType<typeof useZodSchemas>;
