import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const schemaFile = readFile(new URL('../features/payouts/xsd/pain.001.001.03.xsd', import.meta.url), 'utf8');

/** The schema's complaints about a SEPA credit transfer file (empty: valid), checked by libxml2's xmllint. */
export async function sepaSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'distinta.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: await schemaFile }],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
