import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../test-browser.mjs';

/** The demo pages Lighthouse scores: every page of both demo sites a member or visitor lands on. */
export const lighthousePages = [
  '/',
  '/quick-pay.html',
  '/login.html',
  '/register.html',
  '/portal.html#/home',
  '/portal.html#/login',
  '/account-overview.html',
  '/payment/success.html',
  '/payment/cancel.html',
  '/hostile-css.html',
  '/prairie/',
  '/prairie-portal.html',
] as const;

/** One Lighthouse run's figures (scores 0–100, times in ms). */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark index for the run: shared machines swing it, so it is printed beside the scores. */
  benchmarkIndex: number;
}

export interface LighthousePageResult {
  page: string;
  /** The run with the median performance score. */
  median: LighthouseRun;
  runs: LighthouseRun[];
}

const chromeFlags = ['--headless', ...chromiumFlags];

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/** The run whose performance score is the median (the lower middle for an even count). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error('No Lighthouse run to take the median of.');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A page of `<coop-portal>`: the LCP goal is set for these. */
export function isPortalPage(page: string): boolean {
  return page.startsWith('/portal.html') || page.startsWith('/prairie-portal.html');
}

/** The portal pages, also scored over HTTP/1.1 for reference (Lantern queues requests there: 6 a host). */
export const http1ReferencePages = lighthousePages.filter(isPortalPage);

export interface LighthouseOptions {
  /** The origin serves a self-signed certificate (the demo host's HTTPS mode): Chromium is told to accept it. */
  readonly selfSignedCertificate?: boolean;
}

/**
 * Scores each page with Lighthouse's default mobile profile (simulated throttling), `runs` times in a
 * fresh Chromium each, and keeps the median run.
 */
export async function measureLighthouse(
  origin: string,
  pages: readonly string[],
  runs: number,
  onProgress: (message: string) => void,
  options: LighthouseOptions = {},
): Promise<LighthousePageResult[]> {
  const results: LighthousePageResult[] = [];
  for (const page of pages) {
    const pageRuns: LighthouseRun[] = [];
    // A run Lighthouse itself calls failed (a trace that did not record, on a busy machine) is run again, once.
    let retried = false;
    for (let run = 1; run <= runs; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        chromeFlags: options.selfSignedCertificate
          ? [...chromeFlags, '--ignore-certificate-errors']
          : chromeFlags,
      });
      try {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          if (retried) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`);
          retried = true;
          onProgress(`lighthouse ${page} run ${run}: ${lhr.runtimeError.message}; running it again`);
          run -= 1;
          continue;
        }
        const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
        const measured: LighthouseRun = {
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        };
        pageRuns.push(measured);
        onProgress(
          `lighthouse ${page} run ${run} of ${runs}: performance ${measured.performance}, ` +
            `LCP ${measured.lcpMs.toFixed(0)} ms, TBT ${measured.tbtMs.toFixed(0)} ms, ` +
            `CLS ${measured.cls.toFixed(3)} (benchmark index ${measured.benchmarkIndex.toFixed(0)})`,
        );
      } finally {
        await chrome.kill();
      }
    }
    results.push({ page, median: medianRun(pageRuns), runs: pageRuns });
  }
  return results;
}
