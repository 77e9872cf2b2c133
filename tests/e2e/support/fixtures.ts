import { test as base, expect, type APIRequestContext } from '@playwright/test';

/** The policy docs/api.md says every HTML page of the demo host is served under. */
export const documentedContentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/** A payment as GET /api/__simulator/payments lists it (demo-host/simulator/payments/payment-records.ts). */
export interface RecordedPayment {
  confirmationNumber: string;
  transNo: string | null;
  encodedParam: string | null;
  applicationId: string;
  memberNumber: string;
  accountNumber: string;
  paymentAmount: number;
  convenienceFee: number;
  paymentMethod: 'cc' | 'echeck';
  cardOrBankAccountNumberLastFourDigits: string;
  paymentDate: string;
  recordedAt: string;
  accountBalanceAfter: number;
}

export interface FaultRule {
  method: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  times?: number;
  /** 'after': the call is carried out (the change recorded), then its answer is replaced. */
  when?: 'before' | 'after';
}

/** The simulator's test controls under /api/__simulator (docs/api.md, "Simulator controls"). */
export class Simulator {
  constructor(private readonly request: APIRequestContext) {}

  async reset(): Promise<void> {
    const response = await this.request.post('/api/__simulator/reset');
    expect(response.status(), 'POST /api/__simulator/reset').toBe(200);
  }

  async addFault(rule: FaultRule): Promise<void> {
    const response = await this.request.post('/api/__simulator/faults', { data: rule });
    expect(response.status(), `POST /api/__simulator/faults ${await response.text()}`).toBe(201);
  }

  async pendingFaults(): Promise<unknown[]> {
    const response = await this.request.get('/api/__simulator/faults');
    expect(response.status()).toBe(200);
    return (await response.json()) as unknown[];
  }

  /** What the demo host's validating proxy found against the OpenAPI document since it was last asked. */
  async contractViolations(): Promise<string[]> {
    const response = await this.request.get('/api/__simulator/contract-violations');
    expect(response.status(), 'GET /api/__simulator/contract-violations').toBe(200);
    return (await response.json()) as string[];
  }

  async payments(): Promise<RecordedPayment[]> {
    const response = await this.request.get('/api/__simulator/payments');
    expect(response.status()).toBe(200);
    return (await response.json()) as RecordedPayment[];
  }
}

interface Fixtures {
  /** The simulator, already reset to its seed before the test starts. */
  simulator: Simulator;
  /**
   * Whether the test watches for Content-Security-Policy problems (on by default). Only the axe spec
   * turns it off, because it bypasses the policy to inject axe-core.
   */
  checkCsp: boolean;
  /** Fails the test on a CSP report on the console, an HTML page served without the policy, or an uncaught error. */
  pageHealth: void;
}

/** The one-origin project's demo servers, one per worker (playwright.config.ts). */
export interface OneOriginServers {
  oneOriginServers: readonly string[];
}

export const test = base.extend<Fixtures, OneOriginServers>({
  oneOriginServers: [[], { option: true, scope: 'worker' }],

  // A worker of the one-origin project talks to its own server for all its files: two files running at
  // once never share a back office. Workers running at once have different parallel indexes.
  baseURL: [
    async ({ baseURL, oneOriginServers }, use, testInfo) => {
      if (oneOriginServers.length === 0) return use(baseURL);
      const server = oneOriginServers[testInfo.parallelIndex];
      if (!server) {
        throw new Error(
          `Worker ${testInfo.parallelIndex} has no demo server of its own: run at most ${oneOriginServers.length} workers`,
        );
      }
      await use(server);
    },
    { scope: 'test' },
  ],

  checkCsp: [true, { option: true }],

  simulator: [
    async ({ request }, use) => {
      const simulator = new Simulator(request);
      await simulator.reset();
      await simulator.contractViolations();
      await use(simulator);
      // Every exchange of the test, between the elements and the back office, kept the OpenAPI document.
      expect(await simulator.contractViolations(), 'exchanges that break the OpenAPI document').toEqual([]);
    },
    { auto: true },
  ],

  pageHealth: [
    async ({ page, checkCsp }, use) => {
      const cspMessages: string[] = [];
      const pagesWithoutPolicy: string[] = [];
      const uncaughtErrors: string[] = [];
      let htmlPagesSeen = 0;

      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) {
          cspMessages.push(`[${message.type()}] ${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => uncaughtErrors.push(`${page.url()}: ${error.message}`));
      page.on('response', (response) => {
        const request = response.request();
        if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return;
        if (response.status() !== 200) return;
        htmlPagesSeen += 1;
        const policy = response.headers()['content-security-policy'];
        if (policy !== documentedContentSecurityPolicy)
          pagesWithoutPolicy.push(`${response.url()}: ${policy}`);
      });

      await use();

      expect(uncaughtErrors, 'uncaught errors in the page').toEqual([]);
      if (checkCsp) {
        expect(htmlPagesSeen, 'HTML pages visited').toBeGreaterThan(0);
        expect(pagesWithoutPolicy, 'HTML pages served without the documented CSP').toEqual([]);
        expect(cspMessages, 'console messages about the Content Security Policy').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
