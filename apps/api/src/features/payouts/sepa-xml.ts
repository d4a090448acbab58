import { formatAmount } from '@scrivania/core/invoicing/invoice-amounts';
import { messages } from '@scrivania/core/messages.it';
import { toSepaText } from '@scrivania/core/payouts/sepa-text';
import type { PayoutDebtor } from '../../config.ts';
import { xmlLibrary } from '../../lib/xml-library.ts';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
/** The EPC limits: names 70 characters, the unstructured remittance 140. */
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;

export interface SepaTransfer {
  hostId: number;
  amountCents: number;
  iban: string;
  accountHolder: string;
  bookingNos: readonly string[];
}

export interface SepaBatchFile {
  /** MsgId and PmtInfId: the batch's reference, at most 35 characters. */
  reference: string;
  createdAt: Date;
  requestedOn: string;
  debtor: PayoutDebtor;
  transfers: readonly SepaTransfer[];
}

/** The batch's reference, its file's MsgId: unique as the batch's id is. */
export const batchReference = (batchId: number) => `SCRIVANIA-PAY-${String(batchId).padStart(8, '0')}`;

/** One transfer's EndToEndId: the batch and the host, at most 35 characters. */
const endToEndId = (reference: string, hostId: number) => `${reference}-H${hostId}`;

/** CreDtTm: a dateTime without fractions of a second, in UTC. */
const creationTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/**
 * An ISO 20022 pain.001.001.03 SEPA credit transfer file (decision 100): one payment information block
 * paid from the platform's account, one credit transfer per host, each naming the bookings it pays.
 * Every text is written in the SEPA character set; xmlbuilder2 escapes what is left.
 */
export async function sepaBatchXml(batch: SepaBatchFile): Promise<string> {
  const { create } = await xmlLibrary();
  const total = formatAmount(batch.transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0));
  const count = String(batch.transfers.length);
  const tree = {
    Document: {
      '@xmlns': NAMESPACE,
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: batch.reference,
          CreDtTm: creationTime(batch.createdAt),
          NbOfTxs: count,
          CtrlSum: total,
          InitgPty: { Nm: batch.debtor.name },
        },
        PmtInf: {
          PmtInfId: batch.reference,
          PmtMtd: 'TRF',
          NbOfTxs: count,
          CtrlSum: total,
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: batch.requestedOn,
          Dbtr: { Nm: batch.debtor.name },
          DbtrAcct: { Id: { IBAN: batch.debtor.iban } },
          DbtrAgt: { FinInstnId: { BIC: batch.debtor.bic } },
          // SEPA: each side pays its own bank's charges.
          ChrgBr: 'SLEV',
          CdtTrfTxInf: batch.transfers.map((transfer) => ({
            PmtId: { EndToEndId: endToEndId(batch.reference, transfer.hostId) },
            Amt: { InstdAmt: { '@Ccy': 'EUR', '#': formatAmount(transfer.amountCents) } },
            Cdtr: { Nm: toSepaText(transfer.accountHolder, NAME_MAX) },
            CdtrAcct: { Id: { IBAN: transfer.iban } },
            RmtInf: {
              Ustrd: toSepaText(
                messages.payouts.console.remittance(transfer.bookingNos.join(' ')),
                REMITTANCE_MAX,
              ),
            },
          })),
        },
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, tree).end({ prettyPrint: true });
}
