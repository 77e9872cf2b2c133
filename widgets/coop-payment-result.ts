import { PaymentResult } from '../src/features/payment-result/PaymentResult.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopPaymentResult } from './generated/coop-payment-result.ts';

defineCoopElement(coopPaymentResult, PaymentResult);
