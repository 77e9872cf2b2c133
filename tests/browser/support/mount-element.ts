import { setViewport } from '@web/test-runner-commands';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { resetPage, signIn } from './session.ts';
import { shadowRootOf } from './shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from './simulator.ts';

/** The demo's members who sign in without an authenticator code (docs/demo-data.md). */
const demoPasswords = {
  'jordan.rivera': { password: 'Sunrise#2026', applicationId: 'RIVERBEND-WEB', memberNumber: '1001' },
  'casey.nguyen': { password: 'Prairie#2026', applicationId: 'PRAIRIE-WEB', memberNumber: '2001' },
} as const;

export type DemoMember = keyof typeof demoPasswords;

export interface MountOptions {
  /** Signs this member in before the element mounts; a visitor when absent. */
  readonly member?: DemoMember;
  /** The page's `accountno` query: the account the element opens on. */
  readonly account?: string;
  /** More of the page's query (after `accountno`), as a host page's link may carry it. */
  readonly query?: Readonly<Record<string, string>>;
  /** Fault rules (`POST /api/__simulator/faults` bodies) armed before the element mounts. */
  readonly faults?: readonly object[];
  /** The back office's state instead of the seed. */
  readonly state?: SimulatorState;
  /** `payment-origins` of the page's configuration (the page's own origin by default). */
  readonly paymentOrigins?: string;
  /** The element's attributes. */
  readonly attributes?: Readonly<Record<string, string>>;
  /**
   * Gives the signed-in member this many generated accounts more (the simulator's control, numbered the
   * member number and five digits: Jordan's 100100001 on), as a commercial member has: the primary
   * account first, then the generated ones before the member's other accounts.
   */
  readonly generatedAccounts?: number;
  /** The viewport's width for this test (900 px high); 800 × 600 again after it. */
  readonly width?: number;
  /**
   * Runs once the member is signed in and the faults are armed, before the element mounts: for what a
   * test arranges through the back office's API (with the member's access token).
   */
  readonly arrange?: (simulator: InstalledSimulator, accessToken: string | undefined) => Promise<void>;
}

export interface MountedElement {
  readonly element: HTMLElement;
  readonly root: ShadowRoot;
  readonly simulator: InstalledSimulator;
  /** The addresses the element asked to go to (`coop-navigate`), kept here instead of followed. */
  readonly navigations: string[];
  /** The signed-in member's access token, for a test's own calls to the back office; none for a visitor. */
  readonly accessToken?: string;
}

const pageAddress = `${location.pathname}${location.search}`;
let mounted: (MountedElement & { readonly stop: () => void; readonly resized: boolean }) | undefined;

/**
 * Mounts `<tag>` on the test page as a host page would: a fresh back office (the simulator, on its own
 * API base), the member signed in, the faults armed, the account in the address, the width set; the
 * element's navigations are recorded, not followed. Everything is undone after the test.
 */
export async function mountElement(tag: string, options: MountOptions = {}): Promise<MountedElement> {
  if (mounted) throw new Error(`<${mounted.element.localName}> is still mounted: one element a test`);
  if (options.width !== undefined) await setViewport({ width: options.width, height: 900 });
  const simulator = installSimulator({
    ...(options.state ? { state: options.state } : {}),
    ...(options.paymentOrigins ? { paymentOrigins: options.paymentOrigins } : {}),
  });
  const navigations: string[] = [];
  const capture = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ url: string }>).detail.url);
  };
  document.addEventListener('coop-navigate', capture);
  const element = document.createElement(tag);
  mounted = {
    element,
    root: shadowRootOf(element),
    simulator,
    navigations,
    resized: options.width !== undefined,
    stop: () => document.removeEventListener('coop-navigate', capture),
  };
  if (options.member) {
    const { password, applicationId, memberNumber } = demoPasswords[options.member];
    document.querySelector('coop-config')?.setAttribute('application-id', applicationId);
    const accessToken = await signIn(simulator, options.member, password, applicationId);
    mounted = { ...mounted, accessToken };
    if (options.generatedAccounts !== undefined) {
      const given = await simulator.call(`/api/__simulator/members/${memberNumber}/generated-accounts`, {
        method: 'POST',
        json: { count: options.generatedAccounts, applicationId },
      });
      if (!given.ok) throw new Error(`generated accounts refused: ${await given.text()}`);
    }
  }
  for (const fault of options.faults ?? []) {
    await simulator.call('/api/__simulator/faults', { method: 'POST', json: fault });
  }
  await options.arrange?.(simulator, mounted.accessToken);
  const query = new URLSearchParams({
    ...(options.account ? { accountno: options.account } : {}),
    ...options.query,
  }).toString();
  if (query) {
    // The test page's own query (the runner's session) stays.
    const separator = pageAddress.includes('?') ? '&' : '?';
    history.replaceState(null, '', `${pageAddress}${separator}${query}`);
  }
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
  document.body.append(element);
  return mounted;
}

/** The element mounted in this test, if any. */
export function mountedElement(): HTMLElement | undefined {
  return mounted?.element;
}

/** Takes the mounted element off the page and puts everything back, after each test. */
async function unmount(): Promise<void> {
  const current = mounted;
  mounted = undefined;
  if (!current) return;
  current.element.remove();
  current.stop();
  current.simulator.uninstall();
  resetPage();
  history.replaceState(null, '', pageAddress);
  if (current.resized) await setViewport({ width: 800, height: 600 });
}

/** Undoes a mount within a test, for one that mounts again (another back office, another address). */
export { unmount as unmountElement };

// A root hook of every test file that imports this module.
afterEach(unmount);
