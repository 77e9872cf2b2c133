import { catalogue } from '../language.ts';
import { wholeNumberFormat } from '../numbers.ts';
/**
 * Every text of the portal shell and the home page, worded as spec 01 (§2.3–§2.7) says; the public
 * information pages' texts are in domain/public-pages/messages.ts, loaded with their screens. Texts the specs do not give are marked
 * "not in the spec" so a reviewer can tell them apart.
 */
export const portalMessages = catalogue(
  () =>
    ({
      header: {
        signIn: 'Sign In',
        myProfile: 'My Profile',
        signOut: 'Sign Out',
        /** Not in the spec: the accessible name of the banner's close button. */
        closeAnnouncement: 'Close announcement',
      },

      menu: {
        home: 'Home',
        myAccount: 'MY ACCOUNT',
        accountOverview: 'Account Overview',
        accountProfile: 'Account Profile',
        accountHistory: 'Account History',
        serviceRequests: 'Service Requests',
        outageMap: 'Outage Map',
        notifications: 'Notifications',
        manageNotifications: 'Manage Notifications',
        manageContacts: 'Manage Contacts',
        usageTracker: 'Usage Tracker',
        delinquents: 'Delinquents',
        myMeter: 'My Meter',
        /** Not in the spec (it says "an external AMI portal link"). */
        amiPortal: 'AMI Portal',
        billingAndPayments: 'BILLING & PAYMENTS',
        billing: 'Billing',
        payments: 'Payments',
        deposits: 'Deposits',
        arrangements: 'Arrangements',
        averageBilling: 'Average Billing',
        paymentProfile: 'Payment Profile',
        autoPayments: 'Auto Payments',
        paymentOptions: 'Payment Options',
        payMultipleAccounts: 'Pay Multiple Accounts',
        scheduledPayments: 'Scheduled Payments',
        draftPayments: 'Draft Payments',
        ezPay: 'EZ Pay',
        outage: 'Outage',
        more: 'MORE',
        operationRoundUp: 'Operation RoundUp',
        contactUs: 'Contact Us',
        servicesAndProducts: 'Services and Products',
        /** Not in the spec: the label when the configuration names no member information documents link. */
        memberInformationDocuments: 'Member Information Documents',
        /** The spec says "a FAQs/Help link". */
        faqs: 'FAQs',
        contact: 'Contact',
        accountServices: 'Account Services',
        /** The spec lists "start or stop service, outdoor light, right-of-way maintenance"; capitalised here. */
        startOrStopService: 'Start or Stop Service',
        outdoorLight: 'Outdoor Light',
        rightOfWayMaintenance: 'Right-of-Way Maintenance',
        /** Not in the spec: the outage entry of the Contact submenu. */
        reportAnOutage: 'Report an Outage',
      },

      /** Page titles of the route table; the spec names the screens, the wording is the portal's. */
      titles: {
        home: 'Home',
        signIn: 'Sign In',
        registration: 'Registration',
        forgotPassword: 'Forgot Password',
        resetPassword: 'Reset Password',
        forgotUsername: 'Forgot Username',
        quickPay: 'Quick Pay',
        paymentSuccess: 'Payment Successful',
        paymentCancel: 'Payment Cancelled',
        maintenance: 'Maintenance',
        servicesAndProducts: 'Services and Products',
        termsOfUse: 'Terms of Use',
        capitalCreditLetterReturn: 'Capital Credit Letter Return',
        unclaimedCapitalCredits: 'Unclaimed Capital Credits',
        meterPortalRedirect: 'My Meter',
        externalLogin: 'Signing In',
        accountList: 'Account List',
        applicationForService: 'Application For Service',
        newService: 'New Service',
        paymentOptions: 'Payment Options',
        accountProfile: 'Account Profile',
        accountOverview: 'Account Overview',
        myProfile: 'My Profile',
        draftPayments: 'Draft Payments',
        outage: 'Outage',
        viewBill: 'View Bill',
        noBill: 'Bill Not Available',
        schedulePayment: 'Schedule Payment',
        scheduledPayments: 'Scheduled Payments',
        usageTracker: 'Usage Tracker',
        operationRoundUp: 'Operation RoundUp',
        averageBilling: 'Average Billing',
        serviceRequests: 'Service Requests',
        memberInformationDocuments: 'Member Information Documents',
        delinquentHistory: 'Delinquent History',
        viewAllAccounts: 'View All Accounts',
        manageNotifications: 'Manage Notifications',
        manageContacts: 'Manage Contacts',
        billingAndPayments: 'Billing & Payments',
        accountHistory: 'Account History',
        deposits: 'Deposits',
        arrangements: 'Arrangements',
        paymentProfile: 'Payment Profile',
        autoPayments: 'Auto Payments',
        payMultipleAccounts: 'Pay Multiple Accounts',
        /** Not in the spec. */
        meterReading: 'Meter Reading',
        // npm run new-screen adds titles above this line
        /** Not in the spec: the page an address with an unreadable parameter shows. */
        notFound: 'Page Not Found',
      },

      footer: {
        aboutUs: 'About Us',
        followUs: 'Follow Us',
        contactUs: 'Contact Us',
        connectWithUs: 'Connect with Us',
        reportAnOutage: 'Report an outage',
        termsOfUse: 'Terms of Use',
        version: 'Version:',
        socialNetworks: {
          facebook: 'Facebook',
          twitter: 'Twitter',
          youtube: 'Youtube',
          instagram: 'Instagram',
          pinterest: 'Pinterest',
          yelp: 'Yelp',
          linkedIn: 'LinkedIn',
        },
      },

      home: {
        quickPayTitle: 'Quick Pay',
        /** Follows the 'Quick Pay' title; overridable by the configuration's quickPayBannerText. */
        quickPayBannerText: 'is a simple, fast and secure way to make payments online without logging in.',
        quickPayButton: 'Quick Pay',
        tiles: {
          applicationForService: 'Application For Service',
          newService: 'New Service',
          applicationForServiceDescription: 'Start, stop or move your service...',
          paymentOptions: 'Payment Options',
          /** Not in the spec, which says "e-billing with EZ Pay". */
          paymentOptionsDescription: 'Go paperless with e-billing and pay automatically with EZ Pay.',
          onlinePayments: 'Online Payments',
          /** Not in the spec. */
          onlinePaymentsDescription: 'View your balance and pay your bill online, any time.',
          accountOverview: 'Account Overview',
          /** Not in the spec. */
          accountOverviewDescription: 'See your accounts, bills and usage at a glance.',
          servicesAndProducts: 'Services and Products',
          /** Not in the spec. */
          servicesAndProductsDescription: 'Discover the services and products offered to our members.',
          accountProfile: 'Account Profile',
          /** Not in the spec. */
          accountProfileDescription: 'Keep your name, address and phone numbers up to date.',
          payMultipleAccounts: 'Pay Multiple Accounts',
          /** Not in the spec. */
          payMultipleAccountsDescription: 'Pay several accounts in a single payment.',
          myMeter: 'My Meter',
          /** Not in the spec. */
          myMeterDescription: 'See the readings of your meter in detail.',
          draftPayments: 'Draft Payments',
          ezPay: 'EZ Pay',
          /** Worded from the spec's "automatic debit from card or bank account on the due date". */
          draftPaymentsDescription: 'Automatic debit from your card or bank account on the due date.',
        },
      },

      /** Not in the spec: the portal frame's own texts. */
      frame: {
        skipToContent: 'Skip to main content',
      },

      /** Not in the spec: names and texts of the shell's controls. */
      shell: {
        /** The main menu's accessible name. */
        mainMenu: 'Main menu',
        /** The button that opens the main menu on phones. */
        menuButton: 'Menu',
        /** The accessible name of the logo link when the site names no cooperative. */
        logoFallback: 'Home',
        /** The accessible hint that a link (a tile, a menu entry) opens another site in a new window. */
        opensInNewWindow: 'Opens in a new window',
        /** The account switcher bar's accessible name. */
        accountSwitcher: 'Your accounts',
        /** Read after an account number of the switcher: the account the portal shows. */
        selectedAccount: '(selected)',
        /** The switcher's search, for members with more accounts than it lists. */
        accountSearch: {
          /** The button after the listed accounts, and the dialog's title. */
          open: 'Find an account',
          searchLabel: 'Account number, address or name',
          searching: 'Searching…',
          /** What the list shows before anything is typed, e.g. 'The first 10 of 2,400 accounts. Type to narrow them.' */
          firstOf: (shown: number, total: number) =>
            shown >= total
              ? `${wholeNumberFormat.format(total)} accounts.`
              : `The first ${wholeNumberFormat.format(shown)} of ${wholeNumberFormat.format(total)} accounts. Type to narrow them.`,
          /** How many accounts the search matches, of which the list shows the first. */
          matches: (shown: number, total: number) =>
            total === 1
              ? '1 account matches.'
              : total <= shown
                ? `${wholeNumberFormat.format(total)} accounts match.`
                : `${wholeNumberFormat.format(total)} accounts match; the first ${wholeNumberFormat.format(shown)} are shown.`,
          noMatch: 'No account matches your search.',
        },
        webChat: {
          launcher: 'Chat with us',
          close: 'Close chat',
          quickReplies: 'Quick replies',
          /** Shown under the quick replies. */
          sentNote: 'Your choice was sent. Someone will reply here shortly.',
        },
      },
    }) as const,
  () => import('./es.ts'),
  'portalMessages',
);
