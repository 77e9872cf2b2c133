import { describe, expect, it } from 'vitest';
import { restoreSlices, restoreState } from '../../../demo-host/simulator/saved-state.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorService } from '../../../demo-host/simulator/service.ts';
import { simulatorServices } from '../../../demo-host/simulator/services.ts';

const today = new Date(2026, 5, 15, 10, 0, 0);

/** A saved state as the demo server reads it back from its file. */
function savedCopy(state: object): Record<string, unknown> & { versions: Record<string, unknown> } {
  return JSON.parse(JSON.stringify(state)) as Record<string, unknown> & { versions: Record<string, unknown> };
}

describe('restoring a saved state', () => {
  it('keeps every slice saved at its service’s version', () => {
    const state = createSeedState(today);
    state.accounts.sites['RIVERBEND-WEB']!.accounts['300100200']!.accountBalance = 118.45;

    const restored = restoreState(savedCopy(state), today);

    expect(restored?.state).toStrictEqual(state);
    expect(restored?.migrated).toStrictEqual([]);
    expect(restored?.reseeded).toStrictEqual([]);
  });

  it('seeds a service the saved state does not have, alone: the other services keep their state', () => {
    const state = createSeedState(today);
    state.accounts.sites['RIVERBEND-WEB']!.accounts['300100200']!.accountBalance = 118.45;
    const saved = savedCopy(state);
    delete saved.outbox;
    delete saved.versions.outbox;

    const restored = restoreState(saved, today);

    expect(restored?.reseeded).toStrictEqual(['outbox']);
    expect(restored?.state.outbox).toStrictEqual({ messages: [] });
    expect(restored?.state.versions.outbox).toBe(1);
    expect(restored?.state.accounts.sites['RIVERBEND-WEB']?.accounts['300100200']?.accountBalance).toBe(
      118.45,
    );
  });

  it("migrates the portal's version 1 (no time zones, no overview settings), keeping what was changed", () => {
    const state = createSeedState(today);
    const saved = savedCopy(state) as Record<string, unknown> & {
      versions: Record<string, unknown>;
      portal: {
        sites: Record<
          string,
          {
            siteSettings: Record<string, unknown>;
            configuration: Record<string, unknown>;
            maintenance: boolean;
          }
        >;
      };
    };
    saved.versions.portal = 1;
    for (const site of Object.values(saved.portal.sites)) {
      delete site.siteSettings.timeZone;
      delete site.configuration.accountOverviewLayout;
      delete site.configuration.usageGraphEnabled;
      delete site.configuration.hideNonElectricUsageAndOutage;
    }
    saved.portal.sites['PRAIRIE-WEB']!.maintenance = true;

    const restored = restoreState(saved, today);

    expect(restored?.migrated).toStrictEqual(['portal']);
    expect(restored?.state.versions.portal).toBe(2);
    const prairie = restored?.state.portal.sites['PRAIRIE-WEB'];
    expect(prairie?.maintenance).toBe(true);
    expect(prairie?.siteSettings.timeZone).toBe('America/Chicago');
    expect(prairie?.configuration.hideNonElectricUsageAndOutage).toBe(true);
    expect(restored?.state.portal.sites['RIVERBEND-WEB']?.configuration.accountOverviewLayout).toBe(
      'detailed',
    );
  });

  it('seeds again, alone, a slice saved at another version of its service', () => {
    const state = createSeedState(today);
    state.quickPay.tokens.abc = {
      token: 'abc',
      applicationId: 'RIVERBEND-WEB',
      memberNumber: '1001',
      accountNumber: '300100200',
      expiresAt: '2026-06-15T17:30:00.000Z',
    };
    state.accounts.sites['RIVERBEND-WEB']!.accounts['300100200']!.accountBalance = 118.45;
    const saved = savedCopy(state);
    saved.versions.quickPay = 0;

    const restored = restoreState(saved, today);

    expect(restored?.reseeded).toStrictEqual(['quickPay']);
    expect(restored?.state.quickPay).toStrictEqual({ tokens: {} });
    expect(restored?.state.versions.quickPay).toBe(1);
    expect(restored?.state.accounts.sites['RIVERBEND-WEB']?.accounts['300100200']?.accountBalance).toBe(
      118.45,
    );
  });

  it('seeds a slice again for the day the saved state was seeded, so its dates agree with the rest', () => {
    const seededOn = new Date(2026, 5, 1, 10, 0, 0);
    const saved = savedCopy(createSeedState(seededOn));
    delete saved.payments;

    const restored = restoreState(saved, today);

    expect(restored?.state.seededOn).toBe('2026-06-01');
    // The seeded payment of 300500600 was made three days before the seed.
    expect(restored?.state.payments.records[0]?.paymentDate).toBe('2026-05-29');
  });

  it('is no simulator state without the slices’ versions (the layout before services had slices)', () => {
    const before = { version: 4, seededOn: '2026-06-15', sites: {}, payments: [], outbox: [] };

    expect(restoreState(before, today)).toBeUndefined();
    expect(restoreState('{ not a state', today)).toBeUndefined();
  });

  it('migrates a slice of another version when its service offers a migration, and only that slice', () => {
    interface Notes {
      entries: { text: string }[];
    }
    const notes: SimulatorService<'notes', Notes> = {
      name: 'notes',
      version: 2,
      seed: () => ({ entries: [] }),
      // Version 1 kept the texts alone.
      migrate: ({ slice, version }) =>
        version === 1 ? { entries: (slice as string[]).map((text) => ({ text })) } : undefined,
    };
    const tags: SimulatorService<'tags', string[]> = { name: 'tags', version: 1, seed: () => ['seeded'] };
    const saved = {
      seededOn: '2026-06-15',
      versions: { notes: 1, tags: 1 },
      notes: ['Read the meter'],
      tags: ['saved'],
    };

    const restored = restoreSlices(saved, [notes, tags], today);

    expect(restored.slices).toStrictEqual({
      notes: { entries: [{ text: 'Read the meter' }] },
      tags: ['saved'],
    });
    expect(restored.versions).toStrictEqual({ notes: 2, tags: 1 });
    expect(restored.migrated).toStrictEqual(['notes']);
    expect(restored.reseeded).toStrictEqual([]);
  });

  it('seeds a slice again when its service’s migration cannot read it', () => {
    const notes: SimulatorService<'notes', string[]> = {
      name: 'notes',
      version: 3,
      seed: () => ['seeded'],
      migrate: () => undefined,
    };

    const restored = restoreSlices(
      { seededOn: '2026-06-15', versions: { notes: 1 }, notes: 'unreadable' },
      [notes],
      today,
    );

    expect(restored.slices).toStrictEqual({ notes: ['seeded'] });
    expect(restored.reseeded).toStrictEqual(['notes']);
  });

  it('has a slice and a version for every service of the list, and nothing else', () => {
    const state = createSeedState(today);
    const names = simulatorServices.map((service) => service.name);

    expect(Object.keys(state).sort()).toStrictEqual([...names, 'seededOn', 'versions'].sort());
    expect(Object.keys(state.versions).sort()).toStrictEqual([...names].sort());
  });
});
