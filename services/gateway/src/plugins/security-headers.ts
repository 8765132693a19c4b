import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// Stripe.js is the only third party: the payment form loads it (lazily, from @stripe/stripe-js/pure)
// and its card fields are frames from js.stripe.com. Nothing else loads from another origin.
const STRIPE_JS = 'https://js.stripe.com';

/**
 * Security headers on every response (@fastify/helmet): CSP with frame-ancestors 'none', nosniff,
 * Referrer-Policy, Permissions-Policy, and HSTS when the public URL is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl?: string | undefined }) {
  const headers = await helmetHeaders(options);
  // The same headers on every response, computed once: helmet builds them per request otherwise
  // (a measurable share of a poll's cost).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What @fastify/helmet sets with our options, read once from a throwaway instance. */
async function helmetHeaders(options: { publicUrl?: string | undefined }): Promise<Record<string, string>> {
  const https = options.publicUrl?.startsWith('https://') ?? false;
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", STRIPE_JS],
        frameSrc: [STRIPE_JS, 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'https://*.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Stripe's frames are cross-origin documents without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Reset and verification pages carry tokens in their address: never send it to another origin.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  probe.get('/', async () => 'probe');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!own.has(name) && typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  headers['permissions-policy'] = `camera=(), microphone=(), geolocation=(), usb=(), payment=(self "${STRIPE_JS}")`;
  return headers;
}
