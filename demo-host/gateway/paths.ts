/** Where the hosted payment page lives on the demo host. */
export const gatewayPaths = {
  hostedPayment: '/gateway/hosted-payment',
  chooseMethod: '/gateway/hosted-payment/method',
  pay: '/gateway/hosted-payment/pay',
  cancel: '/gateway/hosted-payment/cancel',
  stylesheet: '/gateway/gateway.css',
} as const;
