import { describe, expect, it } from 'vitest';
import { footerModel, phoneHref } from '../../../../src/domain/portal/footer.ts';
import type { SiteSettings } from '../../../../src/domain/portal/site-configuration.ts';

// The Riverbend demo site settings (demo-host/simulator/seed.ts).
const riverbend: SiteSettings = {
  aboutUs: 'Riverbend Electric Cooperative is a member-owned, not-for-profit utility.',
  facebookUrl: 'https://www.facebook.com/example-riverbend-electric',
  twitterUrl: null,
  youtubeUrl: 'https://www.youtube.com/@example-riverbend-electric',
  instagramUrl: null,
  pinterestUrl: null,
  yelpUrl: null,
  linkedInUrl: 'https://www.linkedin.com/company/example-riverbend-electric',
  address: '4200 River Road, PO Box 118, Riverbend, OR 97401',
  phoneNumber: '1-800-555-0142',
  officeHours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
  email: 'memberservices@riverbend-electric.example',
  coopContactUsLink: 'https://www.riverbend-electric.example/contact',
  emergencyContactNumber: '1-800-555-0199',
  coopName: 'Riverbend Electric Cooperative',
  coopWebsiteUrl: '/',
  copyright: { year: '2026', caption: 'Riverbend Electric Cooperative' },
  appVersion: '0.1.0',
  signOutLink: null,
  logoClickRedirectionLink: '/',
};

const nothingSet: SiteSettings = {
  aboutUs: null,
  facebookUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  instagramUrl: null,
  pinterestUrl: null,
  yelpUrl: null,
  linkedInUrl: null,
  address: null,
  phoneNumber: null,
  officeHours: null,
  email: null,
  coopContactUsLink: null,
  emergencyContactNumber: null,
  coopName: null,
  coopWebsiteUrl: null,
  copyright: null,
  appVersion: null,
  signOutLink: null,
  logoClickRedirectionLink: null,
};

describe('footerModel', () => {
  it('builds the Riverbend footer', () => {
    expect(footerModel(riverbend)).toEqual({
      aboutUs: {
        heading: 'About Us',
        text: 'Riverbend Electric Cooperative is a member-owned, not-for-profit utility.',
      },
      followUs: {
        heading: 'Follow Us',
        links: [
          {
            network: 'facebook',
            label: 'Facebook',
            href: 'https://www.facebook.com/example-riverbend-electric',
          },
          {
            network: 'youtube',
            label: 'Youtube',
            href: 'https://www.youtube.com/@example-riverbend-electric',
          },
          {
            network: 'linkedIn',
            label: 'LinkedIn',
            href: 'https://www.linkedin.com/company/example-riverbend-electric',
          },
        ],
      },
      contactUs: {
        heading: 'Contact Us',
        address: '4200 River Road, PO Box 118, Riverbend, OR 97401',
        phone: { text: '1-800-555-0142', href: 'tel:18005550142' },
        officeHours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
        email: {
          text: 'memberservices@riverbend-electric.example',
          href: 'mailto:memberservices@riverbend-electric.example',
        },
        connectWithUs: {
          label: 'Connect with Us',
          target: { kind: 'external', href: 'https://www.riverbend-electric.example/contact' },
        },
        emergency: { label: 'Report an outage', number: '1-800-555-0199', href: 'tel:18005550199' },
        corporateWebsite: {
          caption: 'Riverbend Electric Cooperative',
          target: { kind: 'external', href: '/' },
        },
      },
      termsOfUse: { label: 'Terms of Use', target: { kind: 'route', path: 'legal-terms' } },
      copyright: '© 2026 Riverbend Electric Cooperative',
      version: { label: 'Version:', number: '0.1.0' },
    });
  });

  it('shows every social network in the order of spec 01 §2.5 when all are set', () => {
    const links = footerModel({
      ...nothingSet,
      facebookUrl: 'https://facebook.example/c',
      twitterUrl: 'https://twitter.example/c',
      youtubeUrl: 'https://youtube.example/c',
      instagramUrl: 'https://instagram.example/c',
      pinterestUrl: 'https://pinterest.example/c',
      yelpUrl: 'https://yelp.example/c',
      linkedInUrl: 'https://linkedin.example/c',
    }).followUs?.links;
    expect(links?.map((link) => link.label)).toEqual([
      'Facebook',
      'Twitter',
      'Youtube',
      'Instagram',
      'Pinterest',
      'Yelp',
      'LinkedIn',
    ]);
  });

  it('leaves out a social link that is blank or not a web address, and the Follow Us block when none is left', () => {
    const model = footerModel({ ...nothingSet, twitterUrl: '  ', yelpUrl: 'javascript:alert(1)' });
    expect(model.followUs).toBeNull();
    expect(footerModel({ ...nothingSet, yelpUrl: 'www.yelp.com/biz/c' }).followUs?.links).toEqual([
      { network: 'yelp', label: 'Yelp', href: 'https://www.yelp.com/biz/c' },
    ]);
  });

  it('shows the mailing address always and every other contact line only when set', () => {
    expect(footerModel(nothingSet)).toEqual({
      aboutUs: null,
      followUs: null,
      contactUs: {
        heading: 'Contact Us',
        address: '',
        phone: null,
        officeHours: null,
        email: null,
        connectWithUs: null,
        emergency: null,
        corporateWebsite: null,
      },
      termsOfUse: { label: 'Terms of Use', target: { kind: 'route', path: 'legal-terms' } },
      copyright: null,
      version: null,
    });
    expect(
      footerModel({ ...riverbend, phoneNumber: ' ', officeHours: '', email: '  ' }).contactUs,
    ).toMatchObject({
      phone: null,
      officeHours: null,
      email: null,
    });
  });

  it("leaves out the Connect with Us link when it is '#'", () => {
    expect(footerModel({ ...riverbend, coopContactUsLink: '#' }).contactUs.connectWithUs).toBeNull();
  });

  it('captions the corporate website with its address when the cooperative name is missing', () => {
    expect(
      footerModel({ ...nothingSet, coopWebsiteUrl: 'https://www.riverbend-electric.example' }).contactUs
        .corporateWebsite,
    ).toEqual({
      caption: 'https://www.riverbend-electric.example',
      target: { kind: 'external', href: 'https://www.riverbend-electric.example' },
    });
  });

  it('writes the copyright line from whichever of year and caption is set', () => {
    expect(footerModel({ ...nothingSet, copyright: { year: '2026' } }).copyright).toBe('© 2026');
    expect(footerModel({ ...nothingSet, copyright: { year: null, caption: 'Riverbend' } }).copyright).toBe(
      '© Riverbend',
    );
    expect(footerModel({ ...nothingSet, copyright: { year: ' ', caption: '' } }).copyright).toBeNull();
  });
});

describe('phoneHref', () => {
  it('dials the digits of a phone number, keeping a leading plus', () => {
    expect(phoneHref('(555) 010-4477')).toBe('tel:5550104477');
    expect(phoneHref(' +1 800 555 0199 ')).toBe('tel:+18005550199');
  });
});
