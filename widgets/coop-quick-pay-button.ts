import { createQuickPayButtonElement } from '../src/features/quick-pay/QuickPayButtonElement.ts';

// A class of its own, not a React element: the dialog's code (React included) loads on intent.
const QuickPayButtonElement = createQuickPayButtonElement((host, root) =>
  import('../src/features/quick-pay/quick-pay-launcher.tsx').then((module) =>
    module.mountQuickPayLauncher(host, root),
  ),
);

if (!customElements.get('coop-quick-pay-button')) {
  customElements.define('coop-quick-pay-button', QuickPayButtonElement);
}
