import { catalogue } from '../language.ts';

/**
 * The texts of the portal's public information pages (Payment Options, Services and Products, Terms of
 * Use), the maintenance page, the meter portal's redirect, an external login's link, an unknown address
 * and a screen still to be built, worded as spec 01 (§2.12, §8) and spec 03 (§2.10–§2.13) say. A
 * catalogue of its own so that the portal's first screen does not load them (docs/performance.md).
 */
export const publicPageMessages = catalogue(
  () =>
    ({
      paymentOptions: {
        paperless: 'Paperless',
        /** Not in the spec. */
        paperlessDescription: 'Receive your bills by email instead of by mail.',
        payNow: 'Pay Now',
        /** Not in the spec. */
        payNowDescription: 'Make a payment on one or more of your accounts.',
        ezPay: 'EZ Pay',
        /** Worded from spec 01 §2.6 (draft payments). */
        ezPayDescription: 'Automatic debit from your card or bank account on the due date.',
      },

      servicesAndProducts: {
        energySavings: 'Energy Savings',
        /** Not in the spec. */
        energySavingsDescription: 'Programs and tips to lower your energy use.',
        applianceRepair: 'Appliance Repair',
        /** Not in the spec. */
        applianceRepairDescription: 'Repair and protection plans for your home appliances.',
        treeTrimming: 'Tree Trimming',
        /** Not in the spec. */
        treeTrimmingDescription: 'Keep trees near your home clear of power lines.',
        securitySystems: 'Security Systems',
        /** Not in the spec. */
        securitySystemsDescription: 'Monitoring and protection for your home and business.',
      },

      termsOfUse: {
        empty: 'There are no Terms of Use available.',
      },

      maintenance: {
        heading: "We'll be back in a bit",
        /** Not in the spec. */
        text: 'The member portal is down for scheduled maintenance. Please check back shortly.',
      },

      meterPortal: {
        redirecting: 'Please wait we are redirecting...',
        redirectDialogTitle: 'Redirect',
        returnHome: 'To return to home click "Continue"',
        continue: 'Continue',
      },

      /** Not in the spec: an external login's link arrives while a member is signed in. */
      externalLogin: {
        replaceQuestion:
          'You are already signed in. Sign in with the link you followed instead? Your current session will end.',
        replace: 'Sign In With the Link',
        keep: 'Stay Signed In',
      },

      /** Not in the spec: an address of the route table whose parameter cannot be read. */
      notFound: {
        text: 'The address you followed does not lead to a page of the member portal.',
        homeLink: 'Go to the home page',
      },

      /** Not in the spec: an area whose screen is not built yet, under the page's title. */
      placeholder: {
        comingSoon: 'This area of the member portal is coming soon.',
      },
    }) as const,
  () => import('./es.ts'),
  'publicPageMessages',
);
