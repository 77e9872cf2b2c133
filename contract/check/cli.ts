import { readFile, writeFile } from 'node:fs/promises';
import { jsonReport, junitReport, textReport } from './report.ts';
import { tally } from './results.ts';
import { readSettings, SettingsError, usage } from './settings.ts';
import { runContractCheck } from './walk.ts';

/**
 * `coop-contract-check`: the back office's conformance check, as the npm package ships it
 * (dist/contract-check/coop-contract-check.mjs, built by build/contract-check.ts). The OpenAPI document
 * is the package's own (`dist/openapi.json`, one folder up from the command).
 */
export async function main(argv: readonly string[], documentUrl: URL): Promise<number> {
  let settings;
  try {
    settings = readSettings(argv);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`coop-contract-check: ${error.message}\n\n${usage}\n`);
    return 2;
  }
  if (settings === 'help') {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const document = JSON.parse(await readFile(documentUrl, 'utf8')) as Record<string, unknown>;
  const startedAt = new Date();
  const results = await runContractCheck(settings, { document, fetch });
  const heading = {
    apiBase: settings.apiBase,
    applicationId: settings.applicationId,
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
  };
  process.stdout.write(textReport(heading, results));
  if (settings.jsonReport) await writeFile(settings.jsonReport, jsonReport(heading, results));
  if (settings.junitReport) await writeFile(settings.junitReport, junitReport(heading, results));
  return tally(results).failed === 0 ? 0 : 1;
}
