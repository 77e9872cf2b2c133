/** The ports of the cross-origin demo the end-to-end tests start (playwright.config.ts). */
export const crossOriginPort = Number(process.env.E2E_CROSS_ORIGIN_PORT ?? 4417);

/** The site on its port, the widget CDN on the next, the back office on the one after. */
export const crossOrigins = {
  site: `http://localhost:${crossOriginPort}`,
  widgets: `http://localhost:${crossOriginPort + 1}`,
  backOffice: `http://localhost:${crossOriginPort + 2}`,
} as const;
