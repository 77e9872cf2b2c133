import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's lint (eslint.config.js) refuses member-facing words outside the catalogues in the
 * screens and the design system: they would show in English on a Spanish page.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const untranslated = 'Member-facing text belongs in the area’s catalogue';

async function refusals(source: string, filePath = 'src/features/sample-area/SampleScreen.tsx') {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.message.startsWith(untranslated))
    .map((message) => source.split('\n')[message.line - 1]?.trim());
}

describe('words outside the catalogues', () => {
  it('are refused as JSX text, as a child expression and in a prop a member reads or hears', async () => {
    const source = [
      "import { sampleMessages } from '../../domain/sample-area/messages.ts';",
      'export function SampleScreen({ count, label = "More information" }: { count: number; label?: string }) {',
      '  return (',
      '    <section aria-label="Your accounts">',
      '      <h2>Account Overview</h2>',
      "      <p>{'Nothing to show.'}</p>",
      '      <p>{`${count} accounts`}</p>',
      '      <input placeholder="Search" title={sampleMessages.search} />',
      '      <button type="button">{label}</button>',
      '      <img src="/logo.png" alt="Riverbend logo" />',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(await refusals(source)).toEqual([
      'export function SampleScreen({ count, label = "More information" }: { count: number; label?: string }) {',
      '<section aria-label="Your accounts">',
      '<h2>Account Overview</h2>',
      "<p>{'Nothing to show.'}</p>",
      '<p>{`${count} accounts`}</p>',
      '<input placeholder="Search" title={sampleMessages.search} />',
      '<img src="/logo.png" alt="Riverbend logo" />',
    ]);
  });

  it('allow what no member reads: ids, classes, keys, punctuation, catalogue texts', async () => {
    const source = [
      "import { sampleMessages } from '../../domain/sample-area/messages.ts';",
      'export function SampleScreen({ id }: { id: string }) {',
      '  return (',
      '    <section id={`${id}-heading`} className="sample-section" data-section="history" aria-labelledby={`${id}-title`}>',
      '      <h2 id={`${id}-title`}>{sampleMessages.title}</h2>',
      "      <p>{sampleMessages.count(3)} · {'—'} ( 1 )</p>",
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(await refusals(source)).toEqual([]);
  });
});
