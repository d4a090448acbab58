import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Sending e-invoices to the Sistema di Interscambio takes an accredited intermediary (decision 052).
 * Like the payment providers, the invoicing service speaks to it through this interface; the default
 * files each document for whoever sends them.
 */

/** One issued document, named as SdI names it. */
export interface TransmittedDocument {
  fileName: string;
  xml: string;
}

/** How far a document got: `ready` to be sent, or `sent` to SdI (its receipt comes later). */
export interface TransmissionAnswer {
  status: 'ready' | 'sent';
  detail: string | null;
}

export interface InvoiceTransmitter {
  readonly name: string;
  /** Hands a document over; calling it again for the same file must not send it twice. */
  transmit(document: TransmittedDocument): Promise<TransmissionAnswer>;
  /**
   * Which documents left `ready` it has not got: asked once per pass of the sweep that hands over again
   * what a crash or a failure kept from it (decision 060). A sending provider has got none of them.
   */
  unreceived(): Promise<(fileName: string) => boolean>;
}

/**
 * SdI's answers to a sent document, as an intermediary relays them: RC ricevuta di consegna, MC mancata
 * consegna (issued all the same: the customer finds it in their tax drawer), NS notifica di scarto
 * (refused: not issued).
 */
export type SdiReceipt = 'RC' | 'MC' | 'NS';

/**
 * The default: each document is written to `dir` under its SdI file name and stays `ready`, for the
 * accountant or an intermediary's upload. The file appears whole or not at all (written aside, then
 * renamed), and writing the same document again leaves the same file.
 */
export function createFilingTransmitter(dir: string): InvoiceTransmitter {
  return {
    name: 'filing',
    async transmit(document) {
      if (path.basename(document.fileName) !== document.fileName)
        throw new Error(`not a plain file name: ${document.fileName}`);
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, document.fileName);
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, document.xml, 'utf8');
      await rename(partial, target);
      return { status: 'ready', detail: null };
    },
    async unreceived() {
      const filed = new Set(await readdir(dir).catch(noDirectoryYet));
      return (fileName) => !filed.has(fileName);
    },
  };
}

function noDirectoryYet(error: unknown): string[] {
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
  throw error;
}
