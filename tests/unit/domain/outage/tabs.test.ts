import { describe, expect, it } from 'vitest';
import {
  isReportTabShown,
  outageMapTarget,
  outageTabs,
  REPORT_HIDDEN_STATUSES,
  shownTab,
} from '../../../../src/domain/outage/tabs.ts';

const mapOn = [{ name: 'OutageMapLinkEnabled', enable: true }];

describe('isReportTabShown (spec 03 §2.1, §4)', () => {
  it('hides Report an Outage for disconnected, pending disconnect, pending reconnect and final billed accounts', () => {
    expect(REPORT_HIDDEN_STATUSES).toEqual([
      'Disconnected',
      'Pending Disconnect',
      'Pending Reconnect',
      'Final Billed',
    ]);
    for (const status of REPORT_HIDDEN_STATUSES) expect(isReportTabShown(status, false), status).toBe(false);
    expect(isReportTabShown('  final   BILLED ', false)).toBe(false);
  });

  it('shows it for those statuses while an outage is active', () => {
    for (const status of REPORT_HIDDEN_STATUSES) expect(isReportTabShown(status, true), status).toBe(true);
  });

  it('shows it for every other status, and without one', () => {
    for (const status of ['Current', 'Past Due', 'Active', '', null, undefined]) {
      expect(isReportTabShown(status, false), String(status)).toBe(true);
    }
  });
});

describe('outageMapTarget (spec 03 §2.1 Map)', () => {
  it('is the configured link when the map link feature is on', () => {
    expect(
      outageMapTarget({
        features: mapOn,
        configuration: { outageMapLink: 'https://outages.riverbend-electric.example/map' },
      }),
    ).toEqual({ kind: 'external', href: 'https://outages.riverbend-electric.example/map' });
  });

  it('is none for a missing link, an empty one or #', () => {
    for (const outageMapLink of [null, undefined, '', '  ', '#', ' # ']) {
      expect(
        outageMapTarget({ features: mapOn, configuration: { outageMapLink } }),
        String(outageMapLink),
      ).toBe(null);
    }
  });

  it('is none when the OutageMapLinkEnabled feature is off or missing, and for an unsafe address', () => {
    const configuration = { outageMapLink: 'https://outages.riverbend-electric.example/map' };
    expect(
      outageMapTarget({ features: [{ name: 'OutageMapLinkEnabled', enable: false }], configuration }),
    ).toBe(null);
    expect(outageMapTarget({ features: [], configuration })).toBe(null);
    expect(
      outageMapTarget({ features: mapOn, configuration: { outageMapLink: 'javascript:alert(1)' } }),
    ).toBe(null);
  });
});

describe('outageTabs', () => {
  it('shows the four tabs in the spec’s order', () => {
    expect(outageTabs({ derivedStatus: 'Current', isActive: false, hasMap: true })).toEqual([
      'status',
      'report',
      'map',
      'history',
    ]);
  });

  it('leaves out Map without a map, and Report for a final billed account with no outage', () => {
    expect(outageTabs({ derivedStatus: 'Final Billed', isActive: false, hasMap: false })).toEqual([
      'status',
      'history',
    ]);
    expect(outageTabs({ derivedStatus: 'Final Billed', isActive: true, hasMap: false })).toEqual([
      'status',
      'report',
      'history',
    ]);
  });

  it('falls back to Status when the chosen tab is not shown', () => {
    expect(shownTab('report', ['status', 'history'])).toBe('status');
    expect(shownTab('history', ['status', 'history'])).toBe('history');
  });
});
