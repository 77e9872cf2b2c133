import { describe, expect, it } from 'vitest';
import { isAllowedAssetUrl, isAllowedLinkUrl } from '../../../../src/domain/security/asset-url.ts';

const page = 'https://www.riverbend.example/portal/index.html';
const pageOrigin = 'https://www.riverbend.example';

describe('isAllowedAssetUrl', () => {
  it("accepts the page's own origin, relative addresses included", () => {
    expect(isAllowedAssetUrl('/images/logo.svg', page, pageOrigin, [])?.href).toBe(
      'https://www.riverbend.example/images/logo.svg',
    );
    expect(isAllowedAssetUrl(' logo.svg ', page, pageOrigin, [])?.href).toBe(
      'https://www.riverbend.example/portal/logo.svg',
    );
  });

  it('accepts an origin the host listed, and no other', () => {
    const cdn = 'https://cdn.riverbend.example';
    expect(isAllowedAssetUrl(`${cdn}/logo.svg`, page, pageOrigin, [cdn])?.href).toBe(`${cdn}/logo.svg`);
    expect(isAllowedAssetUrl('https://tracker.example/pixel.gif', page, pageOrigin, [cdn])).toBeNull();
    expect(isAllowedAssetUrl('//tracker.example/pixel.gif', page, pageOrigin, [])).toBeNull();
  });

  it('refuses other schemes, credentials, blanks and garbage', () => {
    expect(isAllowedAssetUrl('javascript:alert(1)', page, pageOrigin, [])).toBeNull();
    expect(isAllowedAssetUrl('data:image/svg+xml,<svg/>', page, pageOrigin, [])).toBeNull();
    expect(isAllowedAssetUrl('https://user:pw@www.riverbend.example/a.png', page, pageOrigin, [])).toBeNull();
    expect(isAllowedAssetUrl('', page, pageOrigin, [])).toBeNull();
    expect(isAllowedAssetUrl(null, page, pageOrigin, [])).toBeNull();
    expect(isAllowedAssetUrl('http://[bad', page, pageOrigin, [])).toBeNull();
  });
});

describe('isAllowedLinkUrl', () => {
  it('keeps http(s), mailto and tel links', () => {
    expect(isAllowedLinkUrl('https://example.coop/terms', page)?.href).toBe('https://example.coop/terms');
    expect(isAllowedLinkUrl('/terms', page)?.href).toBe('https://www.riverbend.example/terms');
    expect(isAllowedLinkUrl('mailto:help@riverbend.example', page)?.href).toBe(
      'mailto:help@riverbend.example',
    );
    expect(isAllowedLinkUrl('tel:+18005550142', page)?.href).toBe('tel:+18005550142');
  });

  it('refuses script, data and other schemes, and credentials', () => {
    expect(isAllowedLinkUrl('javascript:alert(1)', page)).toBeNull();
    expect(isAllowedLinkUrl('  JaVaScRiPt:alert(1)', page)).toBeNull();
    expect(isAllowedLinkUrl('data:text/html,hi', page)).toBeNull();
    expect(isAllowedLinkUrl('vbscript:msgbox(1)', page)).toBeNull();
    expect(isAllowedLinkUrl('https://user:pass@evil.example/', page)).toBeNull();
  });
});
