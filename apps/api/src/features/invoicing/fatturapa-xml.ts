import type { InvoiceKind } from '@scrivania/core/domain';
import {
  formatAmount,
  formatRate,
  type InvoiceLine,
  type InvoiceTotals,
} from '@scrivania/core/invoicing/invoice-amounts';
import { toLatin1 } from '@scrivania/core/invoicing/latin';
import type { CustomerIdentity, Delivery } from '@scrivania/core/invoicing/recipient';
import type { InvoiceIssuer } from '../../config.ts';
import { xmlLibrary } from '../../lib/xml-library.ts';

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
const DOCUMENT_TYPE: Record<InvoiceKind, string> = { invoice: 'TD01', credit_note: 'TD04' };
/**
 * A rate of 0 % needs its reason (Natura): a booking with no tax is an operation outside the VAT field
 * for us ("non soggette – altri casi"), the only kind the product can produce.
 */
const ZERO_RATE_NATURE = 'N2.2';

/** The FatturaPA payment codes of the product's methods (decision 052). */
export type PaymentCode = 'MP05' | 'MP08';

export interface FatturaDocument {
  kind: InvoiceKind;
  issuer: InvoiceIssuer;
  progressive: string;
  /** Numero: `2026/000123`. */
  label: string;
  issueDate: string;
  customer: {
    identity: CustomerIdentity;
    address: string;
    /** The billing CAP; `00000` when the guest gave none (the schema requires one). */
    zip: string | null;
    city: string;
    /** Used when it is a two-letter province code. */
    province: string;
  };
  delivery: Delivery;
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
  /** Causale: why the document exists, in words. */
  reasons: readonly string[];
  /** How it was paid, for an invoice. */
  payment: { code: PaymentCode; amountCents: number; paidOn: string } | null;
  /** The invoice a credit note corrects. */
  correcting: { label: string; issueDate: string } | null;
}

/** Days or hours, with the two decimals the schema asks for (an hour and a half is 1.50). */
const quantity = (units: number) => units.toFixed(2);

function address(place: { address: string; zip: string | null; city: string; province: string }) {
  const province = place.province.trim().toUpperCase();
  return {
    Indirizzo: toLatin1(place.address, 60),
    CAP: place.zip && /^\d{5}$/.test(place.zip) ? place.zip : '00000',
    Comune: toLatin1(place.city, 60),
    ...(/^[A-Z]{2}$/.test(province) ? { Provincia: province } : {}),
    Nazione: 'IT',
  };
}

function customerData(identity: CustomerIdentity) {
  const name = identity.name;
  return {
    ...(identity.vatNumber ? { IdFiscaleIVA: { IdPaese: 'IT', IdCodice: identity.vatNumber } } : {}),
    ...(identity.taxCode ? { CodiceFiscale: identity.taxCode } : {}),
    Anagrafica:
      'company' in name
        ? { Denominazione: toLatin1(name.company, 80) }
        : { Nome: toLatin1(name.firstName, 60), Cognome: toLatin1(name.lastName, 60) },
  };
}

/** The rate of a line or summary, with its Natura when it is 0 %. */
function rate(basisPoints: number) {
  return basisPoints > 0
    ? { AliquotaIVA: formatRate(basisPoints) }
    : { AliquotaIVA: formatRate(0), Natura: ZERO_RATE_NATURE };
}

/**
 * The FatturaPA 1.2.2 XML (FPR12) of an invoice (TD01) or credit note (TD04), built as a tree with
 * xmlbuilder2, which escapes every text; names and addresses are spelled in Latin-1 as the schema wants.
 */
export async function fatturaXml(doc: FatturaDocument): Promise<string> {
  const { create } = await xmlLibrary();
  const { issuer, totals } = doc;
  const { AliquotaIVA, Natura } = rate(totals.taxBasisPoints);
  const tree = {
    'p:FatturaElettronica': {
      '@xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      '@xmlns:p': NAMESPACE,
      '@versione': 'FPR12',
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          // The operator transmits its own documents: the transmitter is the issuer.
          IdTrasmittente: { IdPaese: 'IT', IdCodice: issuer.taxCode },
          ProgressivoInvio: doc.progressive,
          FormatoTrasmissione: 'FPR12',
          CodiceDestinatario: doc.delivery.codiceDestinatario,
          ...(doc.delivery.pecDestinatario ? { PECDestinatario: doc.delivery.pecDestinatario } : {}),
        },
        CedentePrestatore: {
          DatiAnagrafici: {
            IdFiscaleIVA: { IdPaese: 'IT', IdCodice: issuer.vat },
            CodiceFiscale: issuer.taxCode,
            Anagrafica: { Denominazione: toLatin1(issuer.name, 80) },
            RegimeFiscale: issuer.regime,
          },
          Sede: address(issuer),
        },
        CessionarioCommittente: {
          DatiAnagrafici: customerData(doc.customer.identity),
          Sede: address(doc.customer),
        },
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            TipoDocumento: DOCUMENT_TYPE[doc.kind],
            Divisa: 'EUR',
            Data: doc.issueDate,
            Numero: doc.label,
            ImportoTotaleDocumento: formatAmount(totals.totalCents),
            ...(totals.roundingCents !== 0 ? { Arrotondamento: formatAmount(totals.roundingCents) } : {}),
            ...(doc.reasons.length > 0
              ? { Causale: doc.reasons.map((reason) => toLatin1(reason, 200)) }
              : {}),
          },
          ...(doc.correcting
            ? { DatiFattureCollegate: { IdDocumento: doc.correcting.label, Data: doc.correcting.issueDate } }
            : {}),
        },
        DatiBeniServizi: {
          DettaglioLinee: doc.lines.map((line, index) => ({
            NumeroLinea: String(index + 1),
            Descrizione: toLatin1(line.description, 1000),
            ...(line.quantity !== null ? { Quantita: quantity(line.quantity) } : {}),
            ...(line.unit !== null ? { UnitaMisura: line.unit } : {}),
            PrezzoUnitario: formatAmount(line.unitPriceCents),
            PrezzoTotale: formatAmount(line.totalCents),
            AliquotaIVA,
            ...(Natura ? { Natura } : {}),
          })),
          DatiRiepilogo: {
            AliquotaIVA,
            ...(Natura ? { Natura } : {}),
            ImponibileImporto: formatAmount(totals.taxableCents),
            Imposta: formatAmount(totals.taxCents),
            // Immediate VAT: the service is paid before it is given.
            ...(Natura ? {} : { EsigibilitaIVA: 'I' }),
          },
        },
        ...(doc.payment
          ? {
              DatiPagamento: {
                // TP02: paid in full, at once.
                CondizioniPagamento: 'TP02',
                DettaglioPagamento: {
                  ModalitaPagamento: doc.payment.code,
                  DataScadenzaPagamento: doc.payment.paidOn,
                  ImportoPagamento: formatAmount(doc.payment.amountCents),
                },
              },
            }
          : {}),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, tree).end({ prettyPrint: true });
}
