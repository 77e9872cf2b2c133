import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

/** The coop-* elements as JSX, with the attributes a cooperative's page sets on them. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'coop-config': ElementProps<{
        'api-base'?: string;
        'application-id'?: string;
        'payment-origins'?: string;
        storage?: 'session' | 'local';
        'home-url'?: string;
        'portal-url'?: string;
        'verify-timeout'?: string;
      }>;
      'coop-quick-pay-button': ElementProps<{ label?: string; variant?: 'banner' }>;
      'coop-quick-pay': ElementProps<{ 'account-no'?: string; phone?: string; 'verify-timeout'?: string }>;
      'coop-payment-result': ElementProps<{ kind?: 'success' | 'cancel' }>;
      /** The host of a primitive's story (stories/support/InShadowRoot.tsx). */
      'coop-story-host': ElementProps<object>;
    }
  }
}
