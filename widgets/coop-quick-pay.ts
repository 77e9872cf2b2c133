import { QuickPayInline } from '../src/features/quick-pay/QuickPayInline.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopQuickPay } from './generated/coop-quick-pay.ts';

defineCoopElement(coopQuickPay, QuickPayInline);
