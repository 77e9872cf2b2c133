import { describe, expect, it } from 'vitest';
import { portalMessages } from '../../../../src/domain/portal/messages.ts';

// Each expected string is copied from the specs so a wording drift fails here.
describe('portalMessages', () => {
  it('names the header actions as spec 01 §2.3 does', () => {
    expect(portalMessages.header).toMatchObject({
      signIn: 'Sign In',
      myProfile: 'My Profile',
      signOut: 'Sign Out',
    });
  });

  it('labels the footer as spec 01 §2.5 does', () => {
    expect(portalMessages.footer).toMatchObject({
      aboutUs: 'About Us',
      followUs: 'Follow Us',
      contactUs: 'Contact Us',
      connectWithUs: 'Connect with Us',
      reportAnOutage: 'Report an outage',
      termsOfUse: 'Terms of Use',
      version: 'Version:',
    });
    expect(Object.values(portalMessages.footer.socialNetworks)).toEqual([
      'Facebook',
      'Twitter',
      'Youtube',
      'Instagram',
      'Pinterest',
      'Yelp',
      'LinkedIn',
    ]);
  });

  it('labels the standard menu word for word as spec 01 §2.3 does', () => {
    expect(portalMessages.menu).toMatchObject({
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
      contact: 'Contact',
      accountServices: 'Account Services',
    });
  });

  it('words the home page texts of spec 01 §2.6', () => {
    expect(portalMessages.home.quickPayBannerText).toBe(
      'is a simple, fast and secure way to make payments online without logging in.',
    );
    expect(portalMessages.home.tiles).toMatchObject({
      applicationForService: 'Application For Service',
      newService: 'New Service',
      applicationForServiceDescription: 'Start, stop or move your service...',
      paymentOptions: 'Payment Options',
      onlinePayments: 'Online Payments',
      accountOverview: 'Account Overview',
      servicesAndProducts: 'Services and Products',
      accountProfile: 'Account Profile',
      myMeter: 'My Meter',
      draftPayments: 'Draft Payments',
      ezPay: 'EZ Pay',
    });
  });

  it('words the Payment Options tiles of spec 01 §2.7', () => {
    expect(portalMessages.paymentOptions).toMatchObject({
      paperless: 'Paperless',
      payNow: 'Pay Now',
      ezPay: 'EZ Pay',
    });
  });

  it('words the public pages of spec 03 §2.10–§2.13', () => {
    expect(portalMessages.servicesAndProducts).toMatchObject({
      energySavings: 'Energy Savings',
      applianceRepair: 'Appliance Repair',
      treeTrimming: 'Tree Trimming',
      securitySystems: 'Security Systems',
    });
    expect(portalMessages.termsOfUse.empty).toBe('There are no Terms of Use available.');
    expect(portalMessages.maintenance.heading).toBe("We'll be back in a bit");
    expect(portalMessages.meterPortal).toEqual({
      redirecting: 'Please wait we are redirecting...',
      redirectDialogTitle: 'Redirect',
      returnHome: 'To return to home click "Continue"',
      continue: 'Continue',
    });
  });
});
