import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const XSD_DIR = new URL('../features/invoicing/xsd/', import.meta.url);
const schemaFiles = Promise.all([
  readFile(new URL('Schema_del_file_xml_FatturaPA_v1.2.2.xsd', XSD_DIR), 'utf8'),
  readFile(new URL('xmldsig-core.xsd', XSD_DIR), 'utf8'),
]);

/** The schema's complaints about a FatturaPA document (empty: valid), checked by libxml2's xmllint. */
export async function fatturaSchemaErrors(xml: string): Promise<string[]> {
  const [fattura, signature] = await schemaFiles;
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [{ fileName: 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd', contents: fattura }],
    preload: [{ fileName: 'xmldsig-core.xsd', contents: signature }],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

/** The text of every `<name>` element of a document, in order. */
export function elementTexts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1] ?? '');
}

/** Cents of a schema amount (`-12.50`). */
export const cents = (amount: string) => Math.round(Number(amount) * 100);
