import { z } from 'zod';
import { xmlLibrary } from '../../lib/xml-library.ts';

/**
 * Reads back an issued FatturaPA document into what its readable copy shows. The copy is drawn from
 * the XML as issued, never from the booking, so it can only say what the invoice says.
 */

type XmlValue = string | XmlElement | XmlValue[];
interface XmlElement {
  [name: string]: XmlValue;
}

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: Iterable<DomNode>;
  lookupNamespaceURI(prefix: string | null): string | null;
}

const ELEMENT_NODE = 1;
const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

function localNameOf(node: DomNode): string {
  return node.nodeName.slice(node.nodeName.indexOf(':') + 1);
}

/**
 * The document as nested objects keyed by local element name, with the text decoded (the library's
 * own object form keeps entities escaped, so '&' in a name would show as '&amp;'). A name that repeats
 * becomes an array.
 */
function elementToValue(node: DomNode): XmlValue {
  const children = [...node.childNodes].filter((child) => child.nodeType === ELEMENT_NODE);
  if (children.length === 0) return (node.textContent ?? '').trim();
  const value: XmlElement = {};
  for (const child of children) {
    const name = localNameOf(child);
    const childValue = elementToValue(child);
    const existing = value[name];
    if (existing === undefined) value[name] = childValue;
    else if (Array.isArray(existing)) existing.push(childValue);
    else value[name] = [existing, childValue];
  }
  return value;
}

const text = z.string().min(1);
const optionalText = text.optional();
const decimal = z.string().regex(/^-?\d+\.\d{2,8}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

function oneOrMore<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]));
}

const fiscalIdSchema = z.object({ IdPaese: text, IdCodice: text });

const partySchema = z.object({
  DatiAnagrafici: z.object({
    IdFiscaleIVA: fiscalIdSchema.optional(),
    CodiceFiscale: optionalText,
    Anagrafica: z.object({ Denominazione: optionalText, Nome: optionalText, Cognome: optionalText }),
  }),
  Sede: z.object({
    Indirizzo: text,
    NumeroCivico: optionalText,
    CAP: text,
    Comune: text,
    Provincia: optionalText,
    Nazione: text,
  }),
});

const lineSchema = z.object({
  NumeroLinea: text,
  Descrizione: text,
  Quantita: decimal.optional(),
  UnitaMisura: optionalText,
  PrezzoUnitario: decimal,
  PrezzoTotale: decimal,
  AliquotaIVA: decimal,
});

const summarySchema = z.object({ AliquotaIVA: decimal, ImponibileImporto: decimal, Imposta: decimal });

const fatturaSchema = z.object({
  FatturaElettronicaHeader: z.object({
    DatiTrasmissione: z.object({ CodiceDestinatario: text, PECDestinatario: optionalText }),
    CedentePrestatore: partySchema,
    CessionarioCommittente: partySchema,
  }),
  FatturaElettronicaBody: z.object({
    DatiGenerali: z.object({
      DatiGeneraliDocumento: z.object({
        TipoDocumento: z.enum(['TD01', 'TD04']),
        Divisa: z.literal('EUR'),
        Data: isoDate,
        Numero: text,
        ImportoTotaleDocumento: decimal,
        Arrotondamento: decimal.optional(),
      }),
      DatiFattureCollegate: z.object({ IdDocumento: text, Data: isoDate.optional() }).optional(),
    }),
    DatiBeniServizi: z.object({
      DettaglioLinee: oneOrMore(lineSchema),
      DatiRiepilogo: oneOrMore(summarySchema),
    }),
    DatiPagamento: z
      .object({
        CondizioniPagamento: text,
        DettaglioPagamento: oneOrMore(z.object({ ModalitaPagamento: text, ImportoPagamento: decimal })),
      })
      .optional(),
  }),
});

type Party = z.infer<typeof partySchema>;

export interface InvoiceParty {
  name: string;
  vatId: string | null;
  taxCode: string | null;
  addressLines: string[];
}

export interface InvoiceDocument {
  kind: 'TD01' | 'TD04';
  number: string;
  /** 'YYYY-MM-DD', as in the XML. */
  date: string;
  issuer: InvoiceParty;
  customer: InvoiceParty;
  recipientCode: string;
  recipientPec: string | null;
  lines: {
    description: string;
    quantity: string | null;
    unitPrice: string;
    amount: string;
    vatRate: string;
  }[];
  summary: { vatRate: string; taxable: string; tax: string }[];
  /** Decimal strings with a point, as in the XML: the copy formats them without going through a double. */
  rounding: string | null;
  total: string;
  payment: { terms: string; methods: { code: string; amount: string }[] } | null;
  linkedInvoice: { number: string; date: string | null } | null;
}

function toParty(party: Party): InvoiceParty {
  const { DatiAnagrafici: data, Sede: seat } = party;
  const person = [data.Anagrafica.Nome, data.Anagrafica.Cognome].filter(Boolean).join(' ');
  const street = seat.NumeroCivico === undefined ? seat.Indirizzo : `${seat.Indirizzo} ${seat.NumeroCivico}`;
  const province = seat.Provincia === undefined ? '' : ` (${seat.Provincia})`;
  return {
    name: data.Anagrafica.Denominazione ?? person,
    vatId:
      data.IdFiscaleIVA === undefined ? null : `${data.IdFiscaleIVA.IdPaese}${data.IdFiscaleIVA.IdCodice}`,
    taxCode: data.CodiceFiscale ?? null,
    addressLines: [street, `${seat.CAP} ${seat.Comune}${province}`, seat.Nazione],
  };
}

/** Parses an issued FatturaPA (one body); throws when the text is not one. */
export async function readInvoiceXml(xml: string): Promise<InvoiceDocument> {
  const { create } = await xmlLibrary();
  const root = create(xml).root().node as DomNode;
  const prefix = root.nodeName.includes(':') ? root.nodeName.slice(0, root.nodeName.indexOf(':')) : null;
  if (localNameOf(root) !== 'FatturaElettronica' || root.lookupNamespaceURI(prefix) !== FATTURAPA_NAMESPACE) {
    throw new Error(`Not a FatturaPA document: <${root.nodeName}>`);
  }
  const parsed = fatturaSchema.parse(elementToValue(root));
  const header = parsed.FatturaElettronicaHeader;
  const body = parsed.FatturaElettronicaBody;
  const general = body.DatiGenerali.DatiGeneraliDocumento;
  const linked = body.DatiGenerali.DatiFattureCollegate;
  return {
    kind: general.TipoDocumento,
    number: general.Numero,
    date: general.Data,
    issuer: toParty(header.CedentePrestatore),
    customer: toParty(header.CessionarioCommittente),
    recipientCode: header.DatiTrasmissione.CodiceDestinatario,
    recipientPec: header.DatiTrasmissione.PECDestinatario ?? null,
    lines: body.DatiBeniServizi.DettaglioLinee.map((line) => ({
      description: line.Descrizione,
      quantity: line.Quantita ?? null,
      unitPrice: line.PrezzoUnitario,
      amount: line.PrezzoTotale,
      vatRate: line.AliquotaIVA,
    })),
    summary: body.DatiBeniServizi.DatiRiepilogo.map((row) => ({
      vatRate: row.AliquotaIVA,
      taxable: row.ImponibileImporto,
      tax: row.Imposta,
    })),
    rounding: general.Arrotondamento ?? null,
    total: general.ImportoTotaleDocumento,
    payment:
      body.DatiPagamento === undefined
        ? null
        : {
            terms: body.DatiPagamento.CondizioniPagamento,
            methods: body.DatiPagamento.DettaglioPagamento.map((detail) => ({
              code: detail.ModalitaPagamento,
              amount: detail.ImportoPagamento,
            })),
          },
    linkedInvoice: linked === undefined ? null : { number: linked.IdDocumento, date: linked.Data ?? null },
  };
}
