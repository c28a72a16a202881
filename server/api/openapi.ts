/**
 * The API described in OpenAPI 3.1, generated from the zod schemas that validate the requests
 * (server/api/schemas.ts) and describe the answers (server/api/openapiSchemas.ts), so the
 * description cannot drift from what the server checks. Served at GET /api/openapi.json.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  openApiPath,
  signupCallPaths,
  stripeWebhookPath,
} from '../../shared/contracts/signupApi';
import { testCheckoutPath } from '../../shared/contracts/serverPaths';
import { completedSession, event as stripeEvent } from '../payments/stripeWebhookEvent';
import { SHORT_CACHE } from '../http/staticRules';
import {
  checkoutUrlResponse,
  createCustomerResponse,
  errorResponse,
  existsResponse,
  webhookReceivedResponse,
} from './openapiSchemas';
import { trialStartedEventSchema } from '../delivery/platformEvent';
import { createCheckoutBody, createCustomerBody, existsQuery } from './schemas';
import { locales } from '../../shared/language/locales';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12 (the document's dialect, so without its own `$schema`). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, { io });
  delete converted.$schema;
  return converted;
}

/** A request's input as it arrives, before defaults and normalising. */
const inputSchema = (schema: z.ZodType) => jsonSchemaOf(schema, 'input');
const outputSchema = (schema: z.ZodType) => jsonSchemaOf(schema, 'output');

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorRef = { $ref: '#/components/schemas/Error' };
const refusal = (description: string) => ({ description, content: json(errorRef) });

/** The refusals every call of the signup API may answer. */
const commonRefusals = {
  '400': refusal('The input is missing or not valid; the message says what to fix.'),
  '429': refusal('Too many requests; the message says when to try again.'),
  '503': refusal('The database or the payment provider is unavailable for a moment.'),
};

/** The refusals of a call that takes a JSON body. */
const bodyRefusals = {
  '413': refusal('The body is too large.'),
  '415': refusal('The body is not JSON.'),
};

/** The language of the answer's messages; the site's pages send their own. */
const acceptLanguage = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description: `The language of the error messages: ${locales.join(', ')}; English otherwise.`,
  schema: { type: 'string' },
};

/** A query object's fields as OpenAPI query parameters. */
function queryParameters(schema: z.ZodType) {
  const object = inputSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: object.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The version of the API this document describes; raised when a call changes. */
export const API_VERSION = '1.0.0';

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'AdHelm signup API',
      version: API_VERSION,
      description:
        'The calls the trial dialog makes (check an e-mail, create the customer, open its checkout), the Stripe webhook that completes a checkout, the test checkout used without Stripe, and the trial.started event sent to the platform.',
    },
    paths: {
      [signupCallPaths.exists]: {
        get: {
          operationId: 'exists',
          summary: 'Whether an e-mail already has an account.',
          parameters: [...queryParameters(existsQuery), acceptLanguage],
          responses: {
            '200': { description: 'The answer.', content: json(outputSchema(existsResponse)) },
            ...commonRefusals,
          },
        },
      },
      [signupCallPaths.createCustomer]: {
        post: {
          operationId: 'createCustomer',
          summary:
            'Finds or creates the customer of an e-mail, with the language it signs up in and the visit’s attribution.',
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json(inputSchema(createCustomerBody)) },
          responses: {
            '200': {
              description: 'The customer to open a checkout for.',
              content: json(outputSchema(createCustomerResponse)),
            },
            ...bodyRefusals,
            ...commonRefusals,
          },
        },
      },
      [signupCallPaths.createCheckoutSession]: {
        post: {
          operationId: 'createCheckoutSession',
          summary:
            'Opens a checkout for the customer and the chosen plan, in the customer’s language.',
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json(inputSchema(createCheckoutBody)) },
          responses: {
            '200': {
              description: 'The checkout’s address, where the page sends the visitor.',
              content: { 'text/plain': { schema: outputSchema(checkoutUrlResponse) } },
            },
            '404': refusal('No customer has this id.'),
            '409': refusal('The e-mail already has an account.'),
            ...bodyRefusals,
            ...commonRefusals,
          },
        },
      },
      [stripeWebhookPath]: {
        post: {
          operationId: 'stripeWebhook',
          summary:
            'Stripe’s events, signed with the endpoint’s secret; checkout.session.completed starts the trial. Present when Stripe is the payment provider.',
          parameters: [
            { name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } },
          ],
          requestBody: {
            required: true,
            content: json({
              ...inputSchema(stripeEvent),
              description:
                'A Stripe event. For checkout.session.completed, data holds the session below.',
              examples: [{ type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } }],
            }),
          },
          responses: {
            '200': {
              description:
                'The event is recorded (or is not one this server acts on). Any other answer makes Stripe retry.',
              content: json(outputSchema(webhookReceivedResponse)),
            },
            '400': refusal('The signature is missing or wrong, or the event lacks its fields.'),
            '503': refusal('The database is unavailable, or webhooks are not configured.'),
          },
        },
      },
      [`${testCheckoutPath}/{sessionId}`]: {
        parameters: [{ name: 'sessionId', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'testCheckoutPage',
          summary:
            'The stand-in for Stripe’s checkout page, present when the payment provider is the test one.',
          responses: {
            '200': { description: 'The checkout page.', content: { 'text/html': {} } },
            '404': { description: 'No test checkout has this id.', content: { 'text/html': {} } },
          },
        },
        post: {
          operationId: 'completeTestCheckout',
          summary: 'Completes the test checkout, as paying on Stripe would.',
          responses: {
            '303': {
              description: 'Completed: on to the confirmation page.',
              headers: { Location: { schema: { type: 'string' } } },
            },
            '404': { description: 'No test checkout has this id.', content: { 'text/html': {} } },
          },
        },
      },
      [openApiPath]: {
        get: {
          operationId: 'openApiDocument',
          summary: 'This description.',
          responses: { '200': { description: 'OpenAPI 3.1.', content: json({ type: 'object' }) } },
        },
      },
    },
    webhooks: {
      'trial.started': {
        post: {
          operationId: 'trialStarted',
          summary:
            'Sent to the platform (PLATFORM_WEBHOOK_URL) when a checkout completes, signed per the Standard Webhooks specification and retried until it answers 2xx.',
          parameters: [
            ['webhook-id', 'The delivery’s id, the same on every retry: drop duplicates by it.'],
            [
              'webhook-timestamp',
              'When this attempt was signed, in seconds since 1970.',
              '^[0-9]+$',
            ],
            ['webhook-signature', '`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`.'],
          ].map(([name, description, pattern]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string', ...(pattern ? { pattern } : {}) },
          })),
          requestBody: { required: true, content: json(outputSchema(trialStartedEventSchema)) },
          responses: {
            '2XX': { description: 'Received; the event is not sent again.' },
            default: { description: 'Anything else: the event is sent again later.' },
          },
        },
      },
    },
    components: {
      schemas: {
        Error: outputSchema(errorResponse),
        StripeCheckoutSessionCompleted: inputSchema(completedSession),
      },
    },
  };
}

/** GET /api/openapi.json: the document, written once, cached like the site's other files. */
export const openApiRoute: FastifyPluginAsync = async (app) => {
  const body = JSON.stringify(openApiDocument());
  app.get(openApiPath.slice(API_PREFIX.length), async (_request, reply) =>
    reply.header('Cache-Control', SHORT_CACHE).type('application/json; charset=utf-8').send(body),
  );
};
