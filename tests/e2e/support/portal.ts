import * as OTPAuth from 'otpauth';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Members who sign in (docs/demo-data.md, 'Members who sign in'; the simulator's auth/auth-seed.ts). */
export const members = {
  jordan: { username: 'jordan.rivera', password: 'Sunrise#2026', name: 'Jordan Rivera' },
  pat: { username: 'pat.delgado', password: 'Harvest#2026', name: 'Pat Delgado' },
  casey: { username: 'casey.nguyen', password: 'Prairie#2026', name: 'Casey Nguyen' },
} as const;

export type Member = (typeof members)[keyof typeof members];

/** Pat's authenticator app: RFC 6238, SHA-1, 6 digits, 30 s, secret JBSWY3DPEHPK3PXP. */
export function patsCode(): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();
}

/** The portal element of the page (/portal.html, /prairie-portal.html). */
export function portal(page: Page): Locator {
  return page.locator('coop-portal');
}

/** The portal's header (a banner landmark inside the element's shadow root). */
export function portalHeader(page: Page): Locator {
  return portal(page).locator('header');
}

export function mainMenu(page: Page): Locator {
  return portal(page).getByRole('navigation', { name: 'Main menu' });
}

/** The header's profile dropdown button, named by the account holder. */
export function profileButton(page: Page, name: string): Locator {
  return portalHeader(page).getByRole('button', { name, exact: true });
}

export function signInLink(page: Page): Locator {
  return portalHeader(page).getByRole('link', { name: 'Sign In', exact: true });
}

/** Fills the sign-in form inside `scope` and presses Log in. */
export async function submitCredentials(scope: Locator, member: Member): Promise<void> {
  await expect(scope.getByRole('heading', { name: 'Sign In' }).first()).toBeVisible();
  await scope.getByLabel('Username').fill(member.username);
  await scope.getByLabel('Password', { exact: true }).fill(member.password);
  await scope.getByRole('button', { name: 'Log in' }).click();
}

/** The portal's address after the '#/' of the page's URL. */
export function portalRoute(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#\/?/, ''));
}

/** Switches a site's maintenance flag through the simulator's control (docs/api.md, 'Simulator controls'). */
export async function setMaintenance(request: APIRequestContext, applicationId: string, on: boolean) {
  const response = await request.post('/api/__simulator/maintenance', { data: { applicationId, on } });
  expect(response.status(), `POST /api/__simulator/maintenance ${await response.text()}`).toBe(200);
  expect(await response.json()).toEqual({ applicationId, maintenance: on });
}

/** Whether a canvas has anything drawn on it (a page of a PDF). */
export async function hasInk(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    const context = drawn.getContext('2d');
    if (!context || drawn.width === 0 || drawn.height === 0) return false;
    const pixels = context.getImageData(0, 0, drawn.width, drawn.height).data;
    for (let index = 0; index < pixels.length; index += 4) {
      if (pixels[index + 3]! > 0 && (pixels[index]! < 200 || pixels[index + 1]! < 200)) return true;
    }
    return false;
  });
}
