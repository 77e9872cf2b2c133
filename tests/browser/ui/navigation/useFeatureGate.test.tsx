import { expect } from 'chai';
import { siteOf } from '../../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../../demo-host/simulator/sites.ts';
import type { FeatureName } from '../../../../src/domain/site/features.ts';
import { defineCoopElement } from '../../../../src/ui/element/define-element.tsx';
import {
  type NavigateOptions,
  type PortalNavigation,
  PortalNavigationProvider,
} from '../../../../src/ui/navigation/PortalNavigation.tsx';
import { useFeatureGate } from '../../../../src/ui/navigation/useFeatureGate.ts';
import { nextTick } from '../../support/keyboard.ts';
import { mountElement } from '../../support/mount-element.ts';
import { waitFor } from '../../support/shadow-queries.ts';

/** The feature the probe's screen stands behind: each test sets it. */
let gatedFeature: FeatureName = 'Deposits';
/** Where the probe's portal was asked to go, with the options. */
const navigated: Array<readonly [string, NavigateOptions | undefined]> = [];

const portal: PortalNavigation = {
  href: (route) => `#/${route}`,
  navigate: (route, options) => navigated.push([route, options]),
  reachesPortal: true,
};

/** A screen behind `gatedFeature`: what the gate says, as attributes a test can read. */
function GatedScreen() {
  const { site, featureOn } = useFeatureGate(gatedFeature);
  return <p data-feature-on={String(featureOn)} data-site={site.status} />;
}

function FeatureGateProbe() {
  return (
    <PortalNavigationProvider value={portal}>
      <GatedScreen />
    </PortalNavigationProvider>
  );
}
defineCoopElement({ tag: 'coop-test-feature-gate' }, FeatureGateProbe);

describe('useFeatureGate', () => {
  afterEach(() => {
    navigated.length = 0;
    gatedFeature = 'Deposits';
  });

  /** The seed with `feature` turned off on Riverbend's site. */
  function withFeatureOff(feature: FeatureName) {
    const state = createSeedState(new Date());
    const site = siteOf(state, riverbendApplicationId);
    site.features = site.features.map((flag) => (flag.name === feature ? { ...flag, enable: false } : flag));
    return state;
  }

  const shown = (root: ShadowRoot) => root.querySelector('p')?.dataset ?? {};

  it('knows nothing while the site configuration loads, then says the feature is on and goes nowhere', async () => {
    gatedFeature = 'Arrangements';
    const { root } = await mountElement('coop-test-feature-gate', {
      faults: [{ method: 'GET', path: '/portal/site-configuration', delayMs: 400 }],
    });
    await waitFor(() => shown(root).site === 'loading', 'the gate while the configuration loads');
    expect(shown(root).featureOn).to.equal('undefined');
    await waitFor(() => shown(root).site === 'ready', 'the site configuration');
    expect(shown(root).featureOn).to.equal('true');
    await nextTick();
    expect(navigated).to.deep.equal([]);
  });

  it('sends the member to the account overview, in place of the screen, when the site has the feature off', async () => {
    gatedFeature = 'AverageBilling';
    const { root, simulator } = await mountElement('coop-test-feature-gate', {
      state: withFeatureOff('AverageBilling'),
    });
    await waitFor(() => navigated.length > 0, 'the redirect');
    expect(shown(root)).to.include({ featureOn: 'false', site: 'ready' });
    expect(navigated).to.deep.equal([['accountoverview', { replace: true }]]);
    // Once: a later render of the screen does not ask again.
    await nextTick(200);
    expect(navigated).to.have.length(1);
    // The gate asks the back office for the site configuration and nothing else.
    expect(simulator.requests.map((request) => request.path.split('?')[0])).to.deep.equal([
      '/api/v3/portal/site-configuration',
    ]);
  });

  it('reads only its own feature: another one off changes nothing', async () => {
    gatedFeature = 'Deposits';
    const { root } = await mountElement('coop-test-feature-gate', { state: withFeatureOff('Autopay') });
    await waitFor(() => shown(root).site === 'ready', 'the site configuration');
    expect(shown(root).featureOn).to.equal('true');
    await nextTick();
    expect(navigated).to.deep.equal([]);
  });
});
