import { catalogue } from '../language.ts';
/**
 * Every text of the Capital Credit Letter Return screen (spec 03 §2.8, §5). Texts the spec does not give
 * are marked "Not in the spec" so a reviewer can tell them apart.
 */
export const capitalCreditLetterMessages = catalogue(
  () =>
    ({
      /** The page title of its portal route. */
      title: 'Capital Credit Letter Return',
      /** Not in the spec: what the page asks of the visitor, under the cooperative's message. */
      instructions:
        'Enter the member number and the letter ID printed on your capital credit letter, then return your signed letter.',
      memberNumber: 'Member Number',
      letterId: 'Letter ID',
      /** Not in the spec: the name of the button that opens the Letter ID help dialog. */
      letterIdHelp: 'What is the Letter ID?',
      /** Not in the spec: the help dialog's title. */
      letterIdHelpTitle: 'Letter ID',
      /** Not in the spec: the help dialog's text. */
      letterIdHelpText: [
        'The Letter ID is printed at the top right of the capital credit letter we mailed you, beside your member number.',
        'It is made of letters and digits only, for example CC2026A.',
      ],
      submit: 'Return Signed Letter',
      /** Not in the spec: what screen readers hear while the page's settings load. */
      loading: 'Loading…',
      validation: {
        memberNumberRequired: 'Member Number is required.',
        letterIdRequired: 'Letter ID is required.',
        invalidFormat: 'Invalid format.',
      },
    }) as const,
  () => import('./es.ts'),
  'capitalCreditLetterMessages',
);
