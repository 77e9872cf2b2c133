import { describe, expect, it } from 'vitest';
import { faviconHref, portalIcons } from '../../../../src/domain/portal/favicon.ts';

const page = {
  baseUrl: 'https://www.riverbend.example/members/portal.html',
  origin: 'https://www.riverbend.example',
  assetOrigins: ['https://cdn.riverbend.example'],
};

describe('faviconHref', () => {
  it("uses the site's own icon (portalFavIconPath) in both colour schemes, resolved against the page", () => {
    expect(faviconHref('/images/favicon.png', false, page)).toBe(
      'https://www.riverbend.example/images/favicon.png',
    );
    expect(faviconHref('/images/favicon.png', true, page)).toBe(
      'https://www.riverbend.example/images/favicon.png',
    );
    expect(faviconHref('icon.svg', false, page)).toBe('https://www.riverbend.example/members/icon.svg');
    expect(faviconHref('https://cdn.riverbend.example/i.ico', false, page)).toBe(
      'https://cdn.riverbend.example/i.ico',
    );
  });

  it('keeps to the asset allow-list: an icon from an origin the host did not list is not loaded', () => {
    expect(faviconHref('https://tracker.example/i.ico?member=1001', false, page)).toBe(portalIcons.light);
    expect(faviconHref('//tracker.example/i.ico', true, page)).toBe(portalIcons.dark);
    expect(faviconHref('http://cdn.riverbend.example/i.ico', false, page)).toBe(portalIcons.light);
    expect(faviconHref('https://user:pw@www.riverbend.example/i.ico', false, page)).toBe(portalIcons.light);
  });

  it('defaults to the local icon of the colour scheme when the site sets none', () => {
    for (const none of [null, '']) {
      expect(faviconHref(none, false, page)).toBe(portalIcons.light);
      expect(faviconHref(none, true, page)).toBe(portalIcons.dark);
    }
  });

  it("falls back to the local icon when the site's path is not a web address", () => {
    expect(faviconHref('javascript:alert(1)', false, page)).toBe(portalIcons.light);
    expect(faviconHref('data:image/svg+xml,<svg/>', true, page)).toBe(portalIcons.dark);
    expect(faviconHref('http://[bad', true, page)).toBe(portalIcons.dark);
  });

  it('draws the local icons as SVG data addresses, one per scheme', () => {
    expect(portalIcons.light).not.toBe(portalIcons.dark);
    for (const icon of [portalIcons.light, portalIcons.dark]) {
      expect(icon.startsWith('data:image/svg+xml,')).toBe(true);
      const svg = decodeURIComponent(icon.slice('data:image/svg+xml,'.length));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">.*<\/svg>$/);
    }
    // Dark on light, light on dark.
    expect(decodeURIComponent(portalIcons.light)).toContain('fill="#0b5cad"');
    expect(decodeURIComponent(portalIcons.dark)).toContain('fill="#9ccaff"');
  });
});
