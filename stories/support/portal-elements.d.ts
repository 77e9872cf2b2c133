import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

/** The portal's elements as JSX, next to the Quick Pay ones of custom-elements.d.ts. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'coop-portal': ElementProps<{
        routing?: 'hash' | 'path';
        'base-path'?: string;
        'manage-title'?: string;
        'custom-script'?: string;
        /** A configuration attribute of `<coop-config>`, overridden for this element only. */
        'application-id'?: string;
      }>;
      'coop-login': ElementProps<{ 'application-id'?: string }>;
      'coop-register': ElementProps<{ 'application-id'?: string }>;
      'coop-reset-password': ElementProps<{ 'application-id'?: string }>;
    }
  }
}
