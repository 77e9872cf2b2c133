import type { ApiClient } from './client.ts';
import { PaymentResultSchema } from './schemas/quick-pay.ts';

export const paymentPaths = {
  result: 'v3/payments/result',
} as const;

/** The payment service's result of a signed-in member's payment, by the gateway's encodedParam. */
export function getPaymentResult(client: ApiClient, encodedParam: string, accessToken: string) {
  return client.get(paymentPaths.result, PaymentResultSchema, {
    bearer: accessToken,
    searchParams: { encodedParam },
  });
}
