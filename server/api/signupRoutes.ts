import { currencyOfRequest } from '../http/currencyChoice';
import type { FastifyPluginAsync } from 'fastify';
import type { Payments } from '../payments/payments';
import type { Store } from '../store/store';
import type { VisitCounter } from '../visits/visitCounter';
import { ApiError, fromPayments, fromStore } from '../http/errors';
import { emailCheckBudget, type EmailCheckLimits } from './emailCheckBudget';
import { hashEmail } from '../http/privacy';
import { routeOf } from '../../shared/contracts/signupApi';
import { mailboxKey } from '../../shared/emailRule';
import { readAttribution } from '../../shared/contracts/attribution';
import { createCheckoutBody, createCustomerBody, existsQuery, parseInput } from './schemas';

export interface SignupRoutesOptions {
  store: Store;
  payments: Payments;
  rateLimit: EmailCheckLimits & { signupMax: number };
  /** Credits the `checkout` step to this caller's visit; counting never holds up the signup. */
  visits?: VisitCounter | undefined;
}

/** Small JSON bodies only: an e-mail or an id and the plan. */
export const API_BODY_LIMIT = 1024;
/** An e-mail and the visit's attribution (nine fields of at most 200 characters, JSON-escaped). */
export const CREATE_CUSTOMER_BODY_LIMIT = 8 * 1024;

/** The three calls of a signup (shared/contracts/signupApi.ts), under /api. */
export const signupRoutes: FastifyPluginAsync<SignupRoutesOptions> = async (app, options) => {
  const { store, payments, rateLimit, visits } = options;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: rateLimit.windowMs } });
  // Stricter than the others: it tells whether an e-mail has an account (docs/decisions.md#enumeration).
  const emailChecks = emailCheckBudget(app, rateLimit);

  app.get(
    routeOf('exists'),
    {
      // HEAD would tell the answer by its length alone; it is refused below.
      exposeHeadRoute: false,
      onRequest: (request, reply) => emailChecks.chargeClient(request, reply),
    },
    async (request) => {
      const { email } = parseInput(existsQuery, request.query);
      // Past the e-mail's budget the answer stops telling (docs/signups.md#no-lockout).
      const told = await emailChecks.mayTellAbout(request, email);
      const exists = told && (await fromStore(store.hasCompletedSignup(email)));
      request.log.info({ emailHash: hashEmail(mailboxKey(email)), exists, told }, 'E-mail checked');
      return { exists };
    },
  );
  app.head(routeOf('exists'), async (_request, reply) => {
    reply.header('Allow', 'GET');
    throw new ApiError(405, 'headNotAllowed');
  });

  app.post(
    routeOf('createCustomer'),
    { bodyLimit: CREATE_CUSTOMER_BODY_LIMIT, config: limit(rateLimit.signupMax) },
    async (request) => {
      const body = parseInput(createCustomerBody, request.body);
      const { email, locale } = body;
      const { attribution, dropped } = readAttribution(body.attribution);
      if (dropped.length > 0) {
        request.log.warn({ dropped }, 'Malformed attribution left out of the signup');
      }
      const customer = await fromStore(store.findOrCreateCustomer(email, { attribution, locale }));
      request.log.info(
        { emailHash: hashEmail(mailboxKey(email)), customerId: customer.id },
        'Customer ready for checkout',
      );
      return { customerId: customer.id };
    },
  );

  app.post(
    routeOf('createCheckoutSession'),
    { bodyLimit: API_BODY_LIMIT, config: limit(rateLimit.signupMax) },
    async (request, reply) => {
      const { customerId, billing, level, currency } = parseInput(createCheckoutBody, request.body);
      const customer = await fromStore(store.findCustomerById(customerId));
      if (!customer) throw new ApiError(404, 'customerUnknown');
      // A plan chosen on the pricing page names the currency it was shown in; a signup from
      // another page gets the one that page's visitor would be shown.
      const plan = {
        billing,
        level,
        currency: currency ?? currencyOfRequest(request, customer.locale),
      };
      // Its answer (409 or a checkout) tells whether the e-mail has an account, so every call
      // costs from the client's exists budget, whatever the answer: a 429 only for completed
      // accounts would tell the same thing. Not from the e-mail's budget: that would let anyone
      // lock the owner out (docs/signups.md#no-lockout).
      await emailChecks.chargeClient(request, reply);
      if (customer.signupCompletedAt) throw new ApiError(409, 'emailExists');

      const checkout = await fromPayments(payments.createCheckoutSession({ customer, plan }));
      await fromStore(
        store.recordCheckoutSession({
          id: checkout.sessionId,
          customerId: customer.id,
          provider: payments.provider,
          plan,
        }),
      );
      visits?.creditCheckout(request, checkout.sessionId);
      request.log.info(
        {
          customerId: customer.id,
          sessionId: checkout.sessionId,
          provider: payments.provider,
          ...plan,
        },
        'Checkout session created',
      );
      return reply.type('text/plain; charset=utf-8').send(checkout.url);
    },
  );
};
