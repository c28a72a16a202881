/**
 * The shapes of what the API answers, as zod schemas: the OpenAPI document (server/api/openapi.ts)
 * is generated from them, and the tests check real answers against them.
 */
import { z } from 'zod';

/** Every refusal of the API: 4xx, or 503 when a dependency is down. */
export const errorResponse = z.object({
  errors: z.array(z.object({ message: z.string().min(1) })).min(1),
});

export const existsResponse = z.object({ exists: z.boolean() });

export const createCustomerResponse = z.object({ customerId: z.string().min(1) });

/** The checkout's address, as text: the page sends the visitor there. */
export const checkoutUrlResponse = z.url();

export const webhookReceivedResponse = z.object({ received: z.literal(true) });
