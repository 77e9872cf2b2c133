import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `<coop-account-overview>` as JSX, with the attribute a cooperative's page sets on it. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'coop-account-overview': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        layout?: 'basic' | 'detailed';
      };
    }
  }
}
