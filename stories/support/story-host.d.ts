import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The host of a primitive's story (InShadowRoot.tsx); the coop-* elements are in coop-elements.generated.d.ts. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'coop-story-host': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
