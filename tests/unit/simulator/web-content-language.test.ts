import { afterEach, describe, expect, it } from 'vitest';
import { getAccountProfileSettings } from '../../../src/api/account-profile.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { getScheduledPaymentsSettings } from '../../../src/api/scheduled-payments.ts';
import { getUsageSettings } from '../../../src/api/usage-tracker.ts';
import { switchLanguage } from '../../../src/domain/language.ts';
import { contentLanguageOf } from '../../../demo-host/simulator/portal/web-content.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { prairieApplicationId, riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';

// Web content in the member's language: every call says the language the element shows
// (Accept-Language), and the back office answers a key's Spanish version where the site's setting names
// one with text, the key's own text otherwise.
const origin = 'http://localhost:4173';

function clientOf(simulator: ReturnType<typeof createSimulator>, applicationId = riverbendApplicationId) {
  return createApiClient({
    apiBase: `${origin}/api`,
    applicationId,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
}

/** The site configuration as the page's one request asks for it (site-configuration-probe.ts). */
async function termsOfUseIn(simulator: ReturnType<typeof createSimulator>, language: 'en' | 'es') {
  const response = await simulator.fetch(
    new Request(`${origin}/api/v3/portal/site-configuration?applicationId=${riverbendApplicationId}`, {
      headers: { ApplicationId: riverbendApplicationId, 'Accept-Language': language },
    }),
  );
  expect(response.headers.get('Vary')).toContain('Accept-Language');
  const { webContent } = (await response.json()) as { webContent: { termsOfUse: string } };
  return webContent.termsOfUse;
}

afterEach(async () => {
  await switchLanguage('en');
});

describe('web content in the language asked for', () => {
  it('reads the first choice of Accept-Language, Spanish only when it is Spanish', () => {
    expect(contentLanguageOf('es')).toBe('es');
    expect(contentLanguageOf('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(contentLanguageOf('en-US,es;q=0.9')).toBe('en');
    expect(contentLanguageOf('fr')).toBe('en');
    expect(contentLanguageOf(undefined)).toBe('en');
  });

  it('answers Riverbend’s scheduled payments overview in the language the client shows', async () => {
    const client = clientOf(createSimulator());

    expect((await getScheduledPaymentsSettings(client)).accountListOverview).toBe(
      '<p>Choose the accounts to include in a scheduled payment.</p>',
    );
    await switchLanguage('es');
    const spanish = await getScheduledPaymentsSettings(client);
    expect(spanish.accountListOverview).toBe(
      '<p>Elija las cuentas que desea incluir en un pago programado.</p>',
    );
    expect(spanish.overview).toContain(
      'Los pagos que programó para una fecha futura aparecen a continuación.',
    );
  });

  it('answers the account profile’s and the usage tracker’s web content in Spanish', async () => {
    const simulator = createSimulator();
    const client = clientOf(simulator);
    const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
    await switchLanguage('es');

    const profile = await getAccountProfileSettings(client);
    expect(profile.ACCOUNTINFOUPDATESUCCESS).toBe('La información de su cuenta se actualizó correctamente.');
    // Configuration keys are not web content: as they are.
    expect(profile.ALLOW_NAME_UPDATE).toBe('Y');
    const usage = await getUsageSettings(client, {
      memberNumber: session.memberNumber,
      accessToken: session.accessToken ?? '',
    });
    expect(usage.usageSuspendedMessage).toBe(
      'El consumo de esta cuenta no está disponible mientras se reemplaza su medidor. Volverá a estar disponible en un plazo de 5 días hábiles.',
    );
    expect(usage.usageDisclaimer).toContain('El consumo que se muestra aquí proviene de su medidor');
  });

  it('answers the terms of use in the language the site configuration is asked in', async () => {
    const simulator = createSimulator();

    expect(await termsOfUseIn(simulator, 'en')).toContain('<h2>Member Portal Terms of Use</h2>');
    expect(await termsOfUseIn(simulator, 'es')).toContain(
      '<h2>Términos de uso del portal para miembros</h2>',
    );
  });

  it('keeps a key’s own text where the site names no Spanish key, or its Spanish key has no text', async () => {
    const prairie = clientOf(createSimulator(), prairieApplicationId);
    await switchLanguage('es');
    expect((await getAccountProfileSettings(prairie)).PROFILE_REVIEW_PENDING_MESSAGE).toContain(
      'Thank you. Prairie Wind reviews every change to a member profile',
    );

    const state = createSeedState(new Date());
    const riverbend = state.portal.sites[riverbendApplicationId]!;
    riverbend.webContentTexts = { ...riverbend.webContentTexts, ACCOUNTINFOUPDATESUCCESS_ES: ' ' };
    const client = clientOf(createSimulator({ state }));
    expect((await getAccountProfileSettings(client)).ACCOUNTINFOUPDATESUCCESS).toBe(
      'Your account information has been updated successfully.',
    );
  });
});
