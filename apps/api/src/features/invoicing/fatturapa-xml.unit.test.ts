import { computePrice } from '@scrivania/core/booking/pricing';
import {
  creditNoteTotals,
  type InvoicedBooking,
  invoiceLines,
  invoiceTotals,
} from '@scrivania/core/invoicing/invoice-amounts';
import { customerIdentity, deliveryOf } from '@scrivania/core/invoicing/recipient';
import { describe, expect, it } from 'vitest';
import { DEMO_ISSUER } from '../../config-invoicing.ts';
import { cents, elementTexts, fatturaSchemaErrors } from '../../test/fatturapa-schema.ts';
import { type FatturaDocument, fatturaXml, type PaymentCode } from './fatturapa-xml.ts';

/** A booking priced by the product's own engine: 3 days at 95 €, two services, 10 % off, a 20 € coupon. */
function booking(overrides: Partial<InvoicedBooking> = {}): InvoicedBooking {
  const price = computePrice({
    priceCents: 9_500,
    priceType: 'fixed',
    days: 3,
    guests: 2,
    discount: { type: 'percent', value: 10 },
    servicePricesCents: [1_250, 390],
    coupon: { type: 'amount', value: 2_000 },
    taxBasisPoints: [2_200],
  });
  return {
    propertyName: 'Ufficio Brera & Co. <sala "A">',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
    days: price.days,
    guests: 2,
    propertyAmountCents: price.propertyAmountCents,
    discountAmountCents: price.discountAmountCents,
    services: [
      { name: 'Proiettore', priceCents: 1_250, amountCents: price.serviceAmountsCents[0] ?? 0 },
      { name: 'Caffè', priceCents: 390, amountCents: price.serviceAmountsCents[1] ?? 0 },
    ],
    couponCode: 'SCONTO20',
    couponAmountCents: price.couponAmountCents,
    taxBasisPoints: price.taxBasisPoints,
    totalTaxCents: price.totalTaxCents,
    payableAmountCents: price.payableAmountCents,
    ...overrides,
  };
}

const billing = {
  companyName: null as string | null,
  firstName: 'Mario',
  lastName: 'Rossi',
  taxIdCode: null as string | null,
  sdi: null as string | null,
  pec: null as string | null,
};

function document(
  options: { booked?: InvoicedBooking; billing?: Partial<typeof billing>; payment?: PaymentCode } = {},
): FatturaDocument {
  const booked = options.booked ?? booking();
  const who = { ...billing, ...options.billing };
  const lines = invoiceLines(booked);
  return {
    kind: 'invoice',
    issuer: DEMO_ISSUER,
    progressive: '0FHG1',
    label: '2026/000001',
    issueDate: '2026-11-26',
    customer: {
      identity: customerIdentity(who),
      address: 'Via Roma 1',
      zip: '20121',
      city: 'Milano',
      province: 'MI',
    },
    delivery: deliveryOf(who),
    lines,
    totals: invoiceTotals(booked, lines),
    reasons: ['Prenotazione SCR-2026-000001, pagata il 26/11/2026'],
    payment: {
      code: options.payment ?? 'MP08',
      amountCents: booked.payableAmountCents,
      paidOn: '2026-11-26',
    },
    correcting: null,
  };
}

/** Lines = taxable, tax = rate of taxable, taxable + tax + rounding = total, as the document says. */
function expectAddsUp(xml: string) {
  const lineTotals = elementTexts(xml, 'PrezzoTotale').map(cents);
  const [taxable] = elementTexts(xml, 'ImponibileImporto').map(cents);
  const [tax] = elementTexts(xml, 'Imposta').map(cents);
  const [rate] = elementTexts(xml, 'AliquotaIVA').map(Number);
  const rounding = elementTexts(xml, 'Arrotondamento').map(cents)[0] ?? 0;
  const [total] = elementTexts(xml, 'ImportoTotaleDocumento').map(cents);
  expect(lineTotals.reduce((sum, value) => sum + value, 0)).toBe(taxable);
  expect(tax).toBe(Math.round(((taxable ?? 0) * (rate ?? 0)) / 100));
  expect((taxable ?? 0) + (tax ?? 0) + rounding).toBe(total);
  expect(Math.abs(rounding)).toBeLessThanOrEqual(50);
}

describe('FatturaPA XML', () => {
  it('a company with its SDI code: IdFiscaleIVA, one line per price element, rounding, card payment, valid', async () => {
    const xml = await fatturaXml(
      document({
        billing: { companyName: 'Rossi Consulting S.r.l.', taxIdCode: '01234567897', sdi: 'm5uxcr1' },
      }),
    );
    expect(await fatturaSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<p:FatturaElettronica xmlns:ds="http://www.w3.org/2000/09/xmldsig#"');
    expect(xml).toContain('versione="FPR12"');
    expect(elementTexts(xml, 'CodiceDestinatario')).toEqual(['M5UXCR1']);
    expect(xml).not.toContain('PECDestinatario');
    expect(elementTexts(xml, 'Denominazione')).toEqual(['Scrivania S.r.l.', 'Rossi Consulting S.r.l.']);
    expect(elementTexts(xml, 'IdCodice')).toEqual(['12345678903', '12345678903', '01234567897']);
    expect(elementTexts(xml, 'TipoDocumento')).toEqual(['TD01']);
    expect(elementTexts(xml, 'Descrizione')).toEqual([
      'Prenotazione spazio di lavoro "Ufficio Brera &amp; Co. &lt;sala "A"&gt;" dal 02/11/2026 al 04/11/2026, 2 persone',
      'Servizio: Proiettore',
      'Servizio: Caffè',
      'Sconto sullo spazio',
      'Coupon SCONTO20',
    ]);
    expect(elementTexts(xml, 'PrezzoTotale')).toEqual(['285.00', '37.50', '11.70', '-28.50', '-20.00']);
    expect(elementTexts(xml, 'AliquotaIVA')).toEqual(['22.00', '22.00', '22.00', '22.00', '22.00', '22.00']);
    // 285.70 + 62.85 = 348.55, charged 349.00.
    expect(elementTexts(xml, 'ImponibileImporto')).toEqual(['285.70']);
    expect(elementTexts(xml, 'Imposta')).toEqual(['62.85']);
    expect(elementTexts(xml, 'Arrotondamento')).toEqual(['0.45']);
    expect(elementTexts(xml, 'ImportoTotaleDocumento')).toEqual(['349.00']);
    expect(elementTexts(xml, 'CondizioniPagamento')).toEqual(['TP02']);
    expect(elementTexts(xml, 'ModalitaPagamento')).toEqual(['MP08']);
    expect(elementTexts(xml, 'ImportoPagamento')).toEqual(['349.00']);
    expectAddsUp(xml);
  });

  it('a booking by the hour: the space in hours (UnitaMisura ore), each service once, valid', async () => {
    const price = computePrice({
      priceCents: 3_000,
      priceType: 'fixed',
      days: 1,
      minutes: 150,
      guests: 1,
      discount: null,
      servicePricesCents: [1_250],
      coupon: null,
      taxBasisPoints: [2_200],
    });
    const hourly = booking({
      startDate: '2026-11-02',
      endDate: '2026-11-02',
      days: 1,
      hours: { start: '10:00', end: '12:30', count: 2.5 },
      guests: 1,
      propertyName: 'Sala Riunioni Duomo',
      propertyAmountCents: price.propertyAmountCents,
      discountAmountCents: 0,
      services: [{ name: 'Proiettore', priceCents: 1_250, amountCents: price.serviceAmountsCents[0] ?? 0 }],
      couponCode: null,
      couponAmountCents: 0,
      taxBasisPoints: price.taxBasisPoints,
      totalTaxCents: price.totalTaxCents,
      payableAmountCents: price.payableAmountCents,
    });
    const xml = await fatturaXml(document({ booked: hourly }));
    expect(await fatturaSchemaErrors(xml)).toEqual([]);
    expect(elementTexts(xml, 'Descrizione')).toEqual([
      'Prenotazione spazio di lavoro "Sala Riunioni Duomo" il 02/11/2026 dalle 10:00 alle 12:30',
      'Servizio: Proiettore',
    ]);
    expect(elementTexts(xml, 'Quantita')).toEqual(['2.50', '1.00']);
    expect(elementTexts(xml, 'UnitaMisura')).toEqual(['ore']);
    expect(elementTexts(xml, 'PrezzoUnitario')).toEqual(['30.00', '12.50']);
    expect(elementTexts(xml, 'PrezzoTotale')).toEqual(['75.00', '12.50']);
    expectAddsUp(xml);
  });

  it('a person with a codice fiscale and no SDI code: CodiceFiscale, Nome and Cognome, 0000000, valid', async () => {
    const xml = await fatturaXml(document({ billing: { taxIdCode: 'RSSMRA85T10A562S' }, payment: 'MP05' }));
    expect(await fatturaSchemaErrors(xml)).toEqual([]);
    expect(elementTexts(xml, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(elementTexts(xml, 'CodiceFiscale')).toEqual(['12345678903', 'RSSMRA85T10A562S']);
    expect(elementTexts(xml, 'Nome')).toEqual(['Mario']);
    expect(elementTexts(xml, 'Cognome')).toEqual(['Rossi']);
    expect(elementTexts(xml, 'IdCodice')).toHaveLength(2);
    expect(elementTexts(xml, 'ModalitaPagamento')).toEqual(['MP05']);
  });

  it('a PEC and no SDI code: 0000000 with PECDestinatario, valid', async () => {
    const xml = await fatturaXml(
      document({ billing: { pec: 'mario.rossi@pec.it', taxIdCode: 'RSSMRA85T10A562S' } }),
    );
    expect(await fatturaSchemaErrors(xml)).toEqual([]);
    expect(elementTexts(xml, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(elementTexts(xml, 'PECDestinatario')).toEqual(['mario.rossi@pec.it']);
  });

  it('spells names outside Latin-1 with Latin-1 letters, and leaves out a province that is not a code', async () => {
    const xml = await fatturaXml({
      ...document({ billing: { firstName: 'Łukasz', lastName: 'Đorđević 王' } }),
      customer: {
        identity: customerIdentity({ ...billing, firstName: 'Łukasz', lastName: 'Đorđević 王' }),
        address: 'Strada Ştefan cel Mare 3',
        zip: null,
        city: 'Bucureşti',
        province: 'Romania',
      },
    });
    expect(await fatturaSchemaErrors(xml)).toEqual([]);
    expect(elementTexts(xml, 'Nome')).toEqual(['Lukasz']);
    expect(elementTexts(xml, 'Cognome')).toEqual(['Dordevic ?']);
    expect(elementTexts(xml, 'Indirizzo')).toContain('Strada Stefan cel Mare 3');
    expect(elementTexts(xml, 'CAP')).toEqual(['20121', '00000']);
    expect(elementTexts(xml, 'Provincia')).toEqual(['MI']);
  });

  it('a booking with nothing off and a total already whole: no rounding element', async () => {
    const price = computePrice({
      priceCents: 10_000,
      priceType: 'fixed',
      days: 1,
      guests: 1,
      discount: null,
      servicePricesCents: [],
      coupon: null,
      taxBasisPoints: [2_200],
    });
    const booked = booking({
      startDate: '2026-11-02',
      endDate: '2026-11-02',
      days: 1,
      guests: 1,
      propertyAmountCents: price.propertyAmountCents,
      discountAmountCents: 0,
      services: [],
      couponCode: null,
      couponAmountCents: 0,
      totalTaxCents: price.totalTaxCents,
      payableAmountCents: price.payableAmountCents,
    });
    const xml = await fatturaXml(document({ booked }));
    expect(await fatturaSchemaErrors(xml)).toEqual([]);
    expect(elementTexts(xml, 'PrezzoTotale')).toEqual(['100.00']);
    expect(xml).not.toContain('Arrotondamento');
    expect(elementTexts(xml, 'ImportoTotaleDocumento')).toEqual(['122.00']);
    expectAddsUp(xml);
  });

  it('a booking without tax: rate 0 with its Natura, valid', async () => {
    const booked = booking({ taxBasisPoints: 0, totalTaxCents: 0, payableAmountCents: 28_600 });
    const xml = await fatturaXml(document({ booked }));
    expect(await fatturaSchemaErrors(xml)).toEqual([]);
    expect(elementTexts(xml, 'Natura')).toContain('N2.2');
    expectAddsUp(xml);
  });

  it('a credit note: TD04 for the refunded amount, linked to the invoice, no payment, valid', async () => {
    const invoice = document();
    const totals = creditNoteTotals(invoice.totals, 17_450);
    const xml = await fatturaXml({
      ...invoice,
      kind: 'credit_note',
      label: '2026/000002',
      lines: [
        {
          description:
            'Rimborso della prenotazione SCR-2026-000001: storno parziale della fattura 2026/000001',
          quantity: null,
          unit: null,
          unitPriceCents: totals.taxableCents,
          totalCents: totals.taxableCents,
        },
      ],
      totals,
      payment: null,
      correcting: { label: '2026/000001', issueDate: '2026-11-26' },
    });
    expect(await fatturaSchemaErrors(xml)).toEqual([]);
    expect(elementTexts(xml, 'TipoDocumento')).toEqual(['TD04']);
    expect(elementTexts(xml, 'IdDocumento')).toEqual(['2026/000001']);
    expect(elementTexts(xml, 'ImportoTotaleDocumento')).toEqual(['174.50']);
    expect(xml).not.toContain('DatiPagamento');
    expectAddsUp(xml);
  });
});
