import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * Validates a Green Button file against the Green Button Alliance's ESPI 4.0 schema, kept in
 * tests/fixtures/green-button (espi.xsd imports atom.xsd, which imports xml.xsd: all three offline).
 */
const schemaFolder = fileURLToPath(new URL('../../../fixtures/green-button/', import.meta.url));

const schemaFile = (fileName: string): XMLFileInfo => ({
  fileName,
  contents: readFileSync(`${schemaFolder}${fileName}`, 'utf8'),
});

const espi = schemaFile('espi.xsd');
const imported = [schemaFile('atom.xsd'), schemaFile('xml.xsd')];

/**
 * The schema's complaints about each document (a feed, or an entry served alone), each as xmllint
 * words it with the document's number; none when all are valid. One run of xmllint checks them all.
 */
export async function espiSchemaErrors(documents: string | readonly string[]): Promise<string[]> {
  const list = typeof documents === 'string' ? [documents] : documents;
  const result = await validateXML({
    xml: list.map((contents, index) => ({ fileName: `document-${index}.xml`, contents })),
    schema: [espi],
    preload: imported,
    // A year of 15-minute readings is a few megabytes of XML.
    maxMemoryPages: 4096,
  });
  if (result.valid) return [];
  const errors = result.errors.map((error) => error.rawMessage);
  return errors.length > 0 ? errors : [result.rawOutput];
}
