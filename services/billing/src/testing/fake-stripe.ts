import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test support: a local HTTP server speaking the slice of Stripe's REST wire format billing uses
// (form-encoded POSTs with bracketed keys, expand[], idempotency keys, Stripe's error envelope, and
// the 2025-03-31+ object shapes: periods on subscription items, invoice.parent / confirmation_secret /
// payments). The real `stripe` SDK is pointed at it. Test methods play the part of the card network
// and of Stripe's billing engine, and build the events Stripe would send.

type Obj = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Obj;
  idempotencyKey: string | undefined;
}

/** Parses `a[b][0]=x&a[c]=y` into nested objects; objects whose keys are all indices become arrays. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
/** One charge per intent here: its id follows from the intent's. */
const chargeIdOf = (intentId: string) => `ch_${intentId.slice('pi_'.length)}`;
const MONTH_SECONDS = 30 * 24 * 3600;

export async function startFakeStripe(options: { secretKey: string; now: () => Date }) {
  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const schedules = new Map<string, Obj>();
  const refunds: Obj[] = [];
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const requests: RecordedRequest[] = [];
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000);

  const error = (status: number, message: string, code?: string, param?: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
  });
  const missing = (what: string, id: string) => error(404, `No such ${what}: '${id}'`, 'resource_missing', 'id');

  function newIntent(params: { amount: number; customer: string | null; metadata?: Obj; description?: string; invoice?: string }) {
    const id = newId('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount: params.amount,
      amount_received: 0,
      currency: 'aud',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      customer: params.customer,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      created: nowSeconds(),
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  }

  function newInvoice(sub: Obj, start: number, end: number, reason: string) {
    const id = newId('in');
    const amount = sub.items.data[0].price.unit_amount as number;
    const intent = newIntent({ amount, customer: sub.customer, invoice: id });
    const invoice = {
      id,
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      billing_reason: reason,
      amount_due: amount,
      amount_paid: 0,
      currency: 'aud',
      period_start: start,
      period_end: start,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      lines: {
        object: 'list',
        has_more: false,
        data: [{ id: newId('il'), object: 'line_item', amount, currency: 'aud', period: { start, end }, parent: { type: 'subscription_item_details' } }],
      },
      // Includable fields, returned only when expanded.
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
      payments: {
        object: 'list',
        has_more: false,
        data: [{ id: newId('inpay'), object: 'invoice_payment', status: 'open', is_default: true, amount_requested: amount, amount_paid: null, currency: 'aud', payment: { type: 'payment_intent', payment_intent: intent.id } }],
      },
    };
    invoices.set(id, invoice);
    sub.latest_invoice = id;
    return invoice;
  }

  /** An invoice as the API returns it: includable fields only when asked for. */
  function presentInvoice(invoice: Obj, expand: string[]) {
    const { confirmation_secret, payments, ...rest } = invoice;
    return {
      ...rest,
      ...(expand.includes('confirmation_secret') ? { confirmation_secret } : {}),
      ...(expand.includes('payments') ? { payments } : {}),
    };
  }

  function presentSubscription(sub: Obj, expand: string[]) {
    const invoiceExpand = expand.filter((e) => e.startsWith('latest_invoice')).map((e) => e.slice('latest_invoice.'.length));
    if (invoiceExpand.length === 0) return sub;
    return { ...sub, latest_invoice: presentInvoice(invoices.get(sub.latest_invoice)!, invoiceExpand) };
  }

  function route(method: string, path: string, params: Obj): { status: number; body: Obj } {
    const expand: string[] = Array.isArray(params.expand) ? params.expand : [];
    const [, version, resource, id, action] = path.split('/');
    if (version !== 'v1') return error(404, `Unrecognized request URL (${method}: ${path})`);
    switch (`${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST customers': {
        const customer = { id: newId('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {} };
        customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      case 'GET products/:id':
        return products.has(id!) ? { status: 200, body: products.get(id!)! } : missing('product', id!);
      case 'POST products': {
        const product = { id: params.id ?? newId('prod'), object: 'product', name: params.name, active: true };
        products.set(product.id, product);
        return { status: 200, body: product };
      }
      case 'POST payment_intents': {
        if (!/^\d+$/.test(params.amount ?? '')) return error(400, 'Invalid integer: amount', 'parameter_invalid_integer', 'amount');
        if (params.payment_method_types) return error(400, 'Received unknown parameter: payment_method_types', 'parameter_unknown', 'payment_method_types');
        if (params.customer && !customers.has(params.customer)) return missing('customer', params.customer);
        const intent = newIntent({ amount: Number(params.amount), customer: params.customer ?? null, metadata: params.metadata, description: params.description });
        intent.currency = params.currency;
        intent.allowed_payment_method_types = params.allowed_payment_method_types ?? ['card'];
        return { status: 200, body: intent };
      }
      case 'GET payment_intents/:id':
        return intents.has(id!) ? { status: 200, body: intents.get(id!)! } : missing('payment_intent', id!);
      case 'POST subscriptions': {
        if (!customers.has(params.customer)) return missing('customer', params.customer);
        const item = params.items?.[0];
        const priceData = item?.price_data;
        if (!priceData || !products.has(priceData.product)) return error(400, 'No such product', 'resource_missing', 'items[0][price_data][product]');
        const start = nowSeconds();
        const count = Number(priceData.recurring.interval_count ?? 1);
        const end = start + (priceData.recurring.interval === 'year' ? 12 : count) * MONTH_SECONDS;
        const sub: Obj = {
          id: newId('sub'),
          object: 'subscription',
          customer: params.customer,
          status: params.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
          cancel_at_period_end: false,
          canceled_at: null,
          metadata: params.metadata ?? {},
          payment_settings: params.payment_settings ?? null,
          items: {
            object: 'list',
            data: [
              {
                id: newId('si'),
                object: 'subscription_item',
                current_period_start: start,
                current_period_end: end,
                price: { id: newId('price'), currency: priceData.currency, unit_amount: Number(priceData.unit_amount), recurring: { interval: priceData.recurring.interval, interval_count: count }, product: priceData.product },
              },
            ],
          },
          latest_invoice: null,
          schedule: null,
        };
        subscriptions.set(sub.id, sub);
        newInvoice(sub, start, end, 'subscription_create');
        return { status: 200, body: presentSubscription(sub, expand) };
      }
      case 'GET subscriptions/:id':
        return subscriptions.has(id!) ? { status: 200, body: presentSubscription(subscriptions.get(id!)!, expand) } : missing('subscription', id!);
      case 'POST subscriptions/:id': {
        const sub = subscriptions.get(id!);
        if (!sub) return missing('subscription', id!);
        if (sub.schedule) {
          return error(400, `The subscription is managed by the subscription schedule \`${sub.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`);
        }
        if (params.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? nowSeconds() : null;
        }
        return { status: 200, body: presentSubscription(sub, expand) };
      }
      case 'DELETE subscriptions/:id': {
        const sub = subscriptions.get(id!);
        if (!sub) return missing('subscription', id!);
        sub.status = 'canceled';
        sub.canceled_at = nowSeconds();
        return { status: 200, body: sub };
      }
      case 'POST subscription_schedules': {
        const sub = subscriptions.get(params.from_subscription);
        if (!sub) return missing('subscription', params.from_subscription);
        if (sub.schedule) return error(400, `You cannot migrate a subscription that is already attached to a schedule: \`${sub.schedule}\`.`);
        const item = sub.items.data[0];
        const schedule: Obj = {
          id: newId('sub_sched'),
          object: 'subscription_schedule',
          customer: sub.customer,
          subscription: sub.id,
          status: 'active',
          end_behavior: 'release',
          current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
          phases: [
            {
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              items: [{ price: item.price.id, quantity: 1 }],
              metadata: { ...sub.metadata },
            },
          ],
          prices: { [item.price.id]: item.price },
        };
        schedules.set(schedule.id, schedule);
        sub.schedule = schedule.id;
        return { status: 200, body: schedule };
      }
      case 'GET subscription_schedules/:id':
        return schedules.has(id!) ? { status: 200, body: schedules.get(id!)! } : missing('subscription_schedule', id!);
      case 'POST subscription_schedules/:id': {
        const schedule = schedules.get(id!);
        if (!schedule) return missing('subscription_schedule', id!);
        if (schedule.status !== 'active') return error(400, `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`);
        if (!Array.isArray(params.phases) || params.phases.length === 0) return error(400, 'Missing required param: phases.', 'parameter_missing', 'phases');
        let start = Number(params.phases[0].start_date);
        const phases: Obj[] = [];
        for (const [i, phase] of (params.phases as Obj[]).entries()) {
          const items = (phase.items as Obj[] | undefined) ?? [];
          if (items.length === 0) return error(400, `Missing required param: phases[${i}][items].`, 'parameter_missing');
          const priceIds = items.map((entry) => {
            if (entry.price) return entry.price as string;
            const data = entry.price_data as Obj;
            const price = { id: newId('price'), currency: data.currency, unit_amount: Number(data.unit_amount), recurring: { interval: data.recurring.interval, interval_count: Number(data.recurring.interval_count ?? 1) }, product: data.product };
            schedule.prices[price.id] = price;
            return price.id;
          });
          if (priceIds.some((priceId) => !schedule.prices[priceId])) return error(400, 'No such price', 'resource_missing');
          let end: number | null = phase.end_date ? Number(phase.end_date) : null;
          if (end === null && phase.duration) {
            end = start + (phase.duration.interval === 'year' ? 12 : 1) * Number(phase.duration.interval_count ?? 1) * MONTH_SECONDS;
          }
          if (end === null) return error(400, `Every phase but the last needs an end: phases[${i}][end_date] or [duration].`, 'parameter_missing');
          phases.push({ start_date: start, end_date: end, items: priceIds.map((price) => ({ price, quantity: 1 })), metadata: phase.metadata ?? {} });
          start = end;
        }
        schedule.phases = phases;
        schedule.end_behavior = params.end_behavior ?? schedule.end_behavior;
        return { status: 200, body: schedule };
      }
      case 'POST subscription_schedules/:id/release': {
        const schedule = schedules.get(id!);
        if (!schedule) return missing('subscription_schedule', id!);
        schedule.status = 'released';
        const sub = subscriptions.get(schedule.subscription);
        if (sub) sub.schedule = null;
        schedule.subscription = null;
        return { status: 200, body: schedule };
      }
      case 'POST refunds': {
        const intent = intents.get(params.payment_intent);
        if (!intent) return missing('payment_intent', params.payment_intent);
        if (intent.status !== 'succeeded') return error(400, 'This PaymentIntent does not have a successful charge to refund.', 'charge_not_refundable');
        const refunded = intent.amount_refunded ?? 0;
        if (refunded >= intent.amount) return error(400, `Charge for ${intent.id} has already been refunded.`, 'charge_already_refunded');
        // Without an amount, what is left of the charge.
        const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
        if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - refunded) {
          return error(400, `Refund amount (${params.amount}) is greater than unrefunded amount on charge (${intent.amount - refunded})`, 'amount_too_large', 'amount');
        }
        intent.amount_refunded = refunded + amount;
        const refund = { id: newId('re'), object: 'refund', payment_intent: intent.id, charge: chargeIdOf(intent.id), amount, currency: intent.currency, status: 'succeeded', created: nowSeconds() };
        refunds.push(refund);
        return { status: 200, body: refund };
      }
      case 'GET refunds': {
        const data = refunds.filter((r) => !params.payment_intent || r.payment_intent === params.payment_intent).reverse(); // newest first, as Stripe lists
        return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
      }
      case 'GET invoices/:id':
        return invoices.has(id!) ? { status: 200, body: presentInvoice(invoices.get(id!)!, expand) } : missing('invoice', id!);
      default:
        return error(404, `Unrecognized request URL (${method}: ${path})`);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = parseForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, params, idempotencyKey });
    let result: { status: number; body: Obj };
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      result = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    } else if (method === 'POST' && idempotencyKey && idempotent.has(`${url.pathname}|${idempotencyKey}`)) {
      result = idempotent.get(`${url.pathname}|${idempotencyKey}`)!;
    } else {
      result = route(method, url.pathname, params);
      if (method === 'POST' && idempotencyKey) idempotent.set(`${url.pathname}|${idempotencyKey}`, result);
    }
    res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(result.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  /** An event as Stripe sends it (snapshot payload). */
  const event = (type: string, object: Obj) => ({
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object) },
  });

  function payInvoice(invoice: Obj) {
    const intent = intents.get(invoice.payments.data[0].payment.payment_intent)!;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.payments.data[0].status = 'paid';
    invoice.payments.data[0].amount_paid = invoice.amount_due;
    const sub = subscriptions.get(invoice.parent.subscription_details.subscription)!;
    if (sub.status === 'incomplete' || sub.status === 'past_due') sub.status = 'active';
    return [
      event('payment_intent.succeeded', intent),
      event('invoice.paid', presentInvoice(invoice, [])),
      event('customer.subscription.updated', sub),
    ];
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    intents,
    subscriptions,
    invoices,
    schedules,
    refunds,
    event,

    /** The browser confirmed the card for this intent and it went through; returns the events Stripe sends. */
    succeedIntent(intentId: string) {
      const invoice = [...invoices.values()].find((i) => i.payments.data[0].payment.payment_intent === intentId);
      if (invoice) return payInvoice(invoice);
      const intent = intents.get(intentId)!;
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return [event('payment_intent.succeeded', intent)];
    },

    /**
     * The merchant refunds `amount` cents of the intent's charge (all that is left when omitted), as
     * from Stripe's dashboard; returns the refund and the charge.refunded event Stripe sends (a charge
     * without its refunds list, as API versions since 2022-11-15 send it).
     */
    refund(intentId: string, amount?: number) {
      const result = route('POST', '/v1/refunds', { payment_intent: intentId, ...(amount === undefined ? {} : { amount: String(amount) }) });
      if (result.status !== 200) throw new Error(result.body.error.message);
      const intent = intents.get(intentId)!;
      const charge = {
        id: chargeIdOf(intentId),
        object: 'charge',
        payment_intent: intentId,
        amount: intent.amount,
        amount_refunded: intent.amount_refunded,
        refunded: intent.amount_refunded >= intent.amount,
        currency: intent.currency,
      };
      return { refund: result.body, event: event('charge.refunded', charge) };
    },

    /** The card holder disputes the intent's charge; returns the charge.dispute.created event. */
    dispute(intentId: string) {
      const intent = intents.get(intentId)!;
      const dispute = { id: newId('dp'), object: 'dispute', charge: chargeIdOf(intentId), payment_intent: intentId, amount: intent.amount, currency: intent.currency, status: 'needs_response' };
      return event('charge.dispute.created', dispute);
    },

    /** Stripe's billing engine at the period end: cancels, or invoices the next period and charges it. */
    endPeriod(subscriptionId: string, outcome: 'paid' | 'failed' = 'paid') {
      const sub = subscriptions.get(subscriptionId)!;
      const item = sub.items.data[0];
      if (sub.cancel_at_period_end) {
        sub.status = 'canceled';
        return [event('customer.subscription.deleted', sub)];
      }
      const length = item.current_period_end - item.current_period_start;
      const schedule = sub.schedule ? schedules.get(sub.schedule) : undefined;
      const next = schedule?.phases.find((phase: Obj) => phase.start_date === item.current_period_end);
      const switched: ReturnType<typeof event>[] = [];
      if (schedule && next) {
        // The schedule's next phase starts: its price and metadata become the subscription's.
        const price = schedule.prices[next.items[0].price];
        item.price = price;
        sub.metadata = { ...next.metadata };
        item.current_period_start = next.start_date;
        item.current_period_end = next.end_date;
        schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
        switched.push(event('customer.subscription.updated', sub));
      } else {
        if (schedule && schedule.end_behavior === 'release') {
          // The last phase is over: the schedule lets go and the subscription renews on its own.
          schedule.status = 'released';
          schedule.subscription = null;
          sub.schedule = null;
        }
        item.current_period_start = item.current_period_end;
        item.current_period_end += length;
      }
      const invoice = newInvoice(sub, item.current_period_start, item.current_period_end, 'subscription_cycle');
      if (outcome === 'paid') return [...switched, ...payInvoice(invoice)];
      sub.status = 'past_due';
      return [...switched, event('invoice.payment_failed', presentInvoice(invoice, [])), event('customer.subscription.updated', sub)];
    },

    async close() {
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
