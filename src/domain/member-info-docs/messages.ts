import { catalogue } from '../language.ts';
/**
 * Every text of the Member Information Documents screen (spec 03 §2.7, §8). Texts the spec does not
 * give are marked "Not in the spec" so a reviewer can tell them apart.
 */
export const memberInfoDocsMessages = catalogue(
  () => ({
    /**
     * The page title of its portal route, and the heading when the site configuration gives no
     * memberInfoDocsLinkName (not in the spec: the spec takes the heading from it).
     */
    title: 'Member Information Documents',
    /** Not in the spec: what screen readers hear while the documents load. */
    loading: 'Loading documents…',
    /** Not in the spec: told after each link, for screen readers. */
    opensInNewTab: '(opens in a new tab)',
    /** Spec 03 §8, word for word. */
    empty: 'There are no member information documents found.',
  }),
  () => import('./es.ts'),
  'memberInfoDocsMessages',
);
