import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Stripe.js is the only third party: the payment form loads it (lazily, from @stripe/stripe-js/pure)
// and its card fields are frames from js.stripe.com. Nothing else loads from another origin.
const STRIPE_JS = 'https://js.stripe.com';

/**
 * Security headers on every response (@fastify/helmet): CSP with frame-ancestors 'none', nosniff,
 * Referrer-Policy, Permissions-Policy, and HSTS when the public URL is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl?: string | undefined }) {
  const https = options.publicUrl?.startsWith('https://') ?? false;
  await app.register(helmet, {
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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', `camera=(), microphone=(), geolocation=(), usb=(), payment=(self "${STRIPE_JS}")`);
  });
}
