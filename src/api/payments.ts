import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import { PaymentResultQuerySchema, PaymentResultSchema } from './schemas/quick-pay.ts';

export const paymentsOperations = {
  result: operation({
    id: 'getPaymentResult',
    service: 'Payment service',
    summary: 'The result of a signed-in member’s payment, after the hosted page returns',
    method: 'GET',
    path: 'v3/payments/result',
    // The portal sends the member's access token; the simulator takes any bearer token (docs/api.md).
    caller: 'member-or-quick-pay',
    query: PaymentResultQuerySchema,
    answer: PaymentResultSchema,
  }),
} as const;

/** The payment service's result of a signed-in member's payment, by the gateway's encodedParam. */
export function getPaymentResult(client: ApiClient, encodedParam: string, accessToken: string) {
  return client.call(paymentsOperations.result, {
    bearer: accessToken,
    query: { encodedParam },
  });
}
