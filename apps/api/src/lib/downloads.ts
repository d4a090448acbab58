import type { FastifyReply } from 'fastify';
import { onFirstUse } from './on-first-use.ts';

/** Only a download writes CSV: other processes never load the library (decision 063). */
const csvLibrary = onFirstUse(() => import('csv-stringify/sync'));

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/**
 * Text that would start a formula (=, +, -, @, tab, return) gets a leading apostrophe, since guests
 * type their own names; a plain decimal such as '-18,00' is left a number, so a refund stays summable.
 */
const defused = (cell: string | number) =>
  typeof cell === 'string' && FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;

/**
 * CSV as spreadsheets set to Italian open it with a double click (decision 026): a UTF-8 byte order
 * mark so accents survive, `;` between fields since the comma is the decimal mark, CRLF lines, and
 * formulas defused.
 */
export async function toItalianCsv(header: string[], rows: (string | number)[][]): Promise<string> {
  const { stringify } = await csvLibrary();
  return stringify(
    [header, ...rows].map((row) => row.map(defused)),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
    },
  );
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the form Italian spreadsheets and readers take for a date. */
export const italianDate = (date: string) => date.split('-').reverse().join('/');

function sendFile(reply: FastifyReply, type: string, fileName: string, body: string | Buffer) {
  return reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
}

export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  sendFile(reply, 'text/csv; charset=utf-8', fileName, csv);

/** Fastify sends a Buffer as it is, past the response schema, which only documents the answer. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  sendFile(reply, 'application/pdf', fileName, pdf);
