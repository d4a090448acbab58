import type { FileStore } from './file-store.ts';

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
 * The default: each document is filed in the `invoices` folder of the app's files (the data dir's, or
 * the bucket every process shares: decision 093) under its SdI file name and stays `ready`, for the
 * accountant or an intermediary's upload. The file appears whole or not at all, and writing the same
 * document again leaves the same file.
 */
export function createFilingTransmitter(files: FileStore): InvoiceTransmitter {
  return {
    name: 'filing',
    async transmit(document) {
      await files.put('invoices', document.fileName, document.xml);
      return { status: 'ready', detail: null };
    },
    async unreceived() {
      const filed = new Set(await files.list('invoices'));
      return (fileName) => !filed.has(fileName);
    },
  };
}
