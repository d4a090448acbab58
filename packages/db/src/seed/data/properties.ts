import type { OpeningHoursEntry } from '@scrivania/core/catalog/hourly-schemas';
import type { BookingMode, PriceType } from '@scrivania/core/domain';
import type { CategoryName, CityName } from './catalog.ts';

export interface DemoProperty {
  name: string;
  category: CategoryName;
  city: CityName;
  address: string;
  guests: number;
  sizeMq: number;
  priceCents: number;
  priceType: PriceType;
  discount?: { type: 'amount'; cents: number } | { type: 'percent'; percent: number };
  recommended?: boolean;
  /** Instant unless said: the demo has one space booked on request, for the host to accept or decline. */
  bookingMode?: BookingMode;
  /** What makes this space itself; the rest of the description comes from its category and city. */
  highlight: string;
  /** Sold by the hour (decision 105): `priceCents` is then per hour. */
  hourly?: {
    openingHours: OpeningHoursEntry[];
    slotMinutes: 30 | 60;
    bufferMinutes: number;
    minHours: number;
  };
}

/** Monday to Friday, each band given. */
const weekdays = (...bands: Array<[string, string]>): OpeningHoursEntry[] =>
  [1, 2, 3, 4, 5].flatMap((weekday) => bands.map(([open, close]) => ({ weekday, open, close })));

export const PROPERTIES: DemoProperty[] = [
  {
    name: 'Day Office Brera',
    category: 'Day Office',
    city: 'Milano',
    address: 'Via Fiori Chiari 12, 20121 Milano',
    guests: 4,
    sizeMq: 28,
    priceCents: 8900,
    priceType: 'fixed',
    recommended: true,
    discount: { type: 'percent', percent: 10 },
    highlight:
      'Un ufficio luminoso al secondo piano di un palazzo d’epoca, a due passi dalla Pinacoteca di Brera.',
  },
  {
    name: 'Ufficio Giornaliero Prati',
    category: 'Day Office',
    city: 'Roma',
    address: 'Via Cola di Rienzo 140, 00192 Roma',
    guests: 3,
    sizeMq: 22,
    priceCents: 6900,
    priceType: 'fixed',
    highlight: 'Uno spazio raccolto e silenzioso nel cuore di Prati, comodo alla metro Ottaviano.',
  },
  {
    name: 'Day Office Crocetta',
    category: 'Day Office',
    city: 'Torino',
    address: 'Corso Galileo Ferraris 88, 10128 Torino',
    guests: 2,
    sizeMq: 16,
    priceCents: 4500,
    priceType: 'fixed',
    highlight:
      'Una stanza con scrivania doppia e vista sul viale alberato, perfetta per una giornata di lavoro concentrato.',
  },
  {
    name: 'Studio Giornaliero Santo Stefano',
    category: 'Day Office',
    city: 'Bologna',
    address: 'Via Santo Stefano 38, 40125 Bologna',
    guests: 4,
    sizeMq: 30,
    priceCents: 7500,
    priceType: 'fixed',
    recommended: true,
    highlight: 'Sotto i portici di Santo Stefano, un ufficio con soffitti a cassettoni e arredi di design.',
  },
  {
    name: 'Coworking Porta Nuova',
    category: 'Coworking',
    city: 'Milano',
    address: 'Piazza Gae Aulenti 4, 20124 Milano',
    guests: 24,
    sizeMq: 320,
    priceCents: 2500,
    priceType: 'person',
    recommended: true,
    highlight: 'Postazioni flessibili in un open space affacciato sui grattacieli di Porta Nuova.',
  },
  {
    name: 'Coworking San Lorenzo',
    category: 'Coworking',
    city: 'Roma',
    address: 'Via dei Volsci 62, 00185 Roma',
    guests: 18,
    sizeMq: 240,
    priceCents: 1800,
    priceType: 'person',
    discount: { type: 'amount', cents: 500 },
    highlight:
      'Un ex laboratorio artigiano trasformato in coworking, con una comunità di creativi e sviluppatori.',
  },
  {
    name: 'Coworking Quadrilatero',
    category: 'Coworking',
    city: 'Torino',
    address: 'Via Sant’Agostino 15, 10122 Torino',
    guests: 12,
    sizeMq: 150,
    priceCents: 1500,
    priceType: 'person',
    highlight: 'Scrivanie condivise nel Quadrilatero Romano, tra caffè storici e botteghe.',
  },
  {
    name: 'Coworking Oltrarno',
    category: 'Coworking',
    city: 'Firenze',
    address: 'Via Maggio 27, 50125 Firenze',
    guests: 16,
    sizeMq: 200,
    priceCents: 2000,
    priceType: 'person',
    recommended: true,
    highlight:
      'Postazioni in un palazzo rinascimentale con giardino interno, a pochi minuti da Palazzo Pitti.',
  },
  {
    name: 'Coworking Chiaia',
    category: 'Coworking',
    city: 'Napoli',
    address: 'Via dei Mille 16, 80121 Napoli',
    guests: 20,
    sizeMq: 260,
    priceCents: 1600,
    priceType: 'person',
    highlight: 'Un coworking vivace nel quartiere Chiaia, a due passi dal lungomare.',
  },
  {
    name: 'Sala Riunioni Duomo',
    category: 'Sala Riunioni',
    city: 'Milano',
    address: 'Via Mazzini 9, 20123 Milano',
    guests: 10,
    sizeMq: 40,
    priceCents: 18000,
    priceType: 'fixed',
    recommended: true,
    discount: { type: 'amount', cents: 2000 },
    highlight: 'Una sala elegante con tavolo per dieci persone e vista sulle guglie del Duomo.',
  },
  {
    name: 'Sala Riunioni Parioli',
    category: 'Sala Riunioni',
    city: 'Roma',
    address: 'Viale Parioli 55, 00197 Roma',
    guests: 8,
    sizeMq: 32,
    priceCents: 3500,
    priceType: 'fixed',
    hourly: { openingHours: weekdays(['09:00', '18:00']), slotMinutes: 60, bufferMinutes: 15, minHours: 1 },
    highlight: 'Riservatezza e comfort in una villa degli anni Trenta immersa nel verde dei Parioli.',
  },
  {
    name: 'Sala Riunioni Lingotto',
    category: 'Sala Riunioni',
    city: 'Torino',
    address: 'Via Nizza 262, 10126 Torino',
    guests: 12,
    sizeMq: 48,
    priceCents: 3000,
    priceType: 'fixed',
    hourly: {
      openingHours: [
        ...weekdays(['08:30', '13:00'], ['14:00', '19:30']),
        { weekday: 6, open: '09:00', close: '13:00' },
      ],
      slotMinutes: 30,
      bufferMinutes: 0,
      minHours: 1,
    },
    highlight: 'Nel complesso del Lingotto, una sala modulare con attrezzature per videoconferenze.',
  },
  {
    name: 'Sala Riunioni Bolognina',
    category: 'Sala Riunioni',
    city: 'Bologna',
    address: 'Via di Corticella 23, 40128 Bologna',
    guests: 6,
    sizeMq: 24,
    priceCents: 800,
    priceType: 'person',
    hourly: { openingHours: weekdays(['08:00', '20:00']), slotMinutes: 60, bufferMinutes: 30, minHours: 2 },
    highlight: 'Una sala raccolta per riunioni operative, vicina alla stazione dell’alta velocità.',
  },
  {
    name: 'Sala Riunioni Centro Direzionale',
    category: 'Sala Riunioni',
    city: 'Napoli',
    address: 'Isola E3, Centro Direzionale, 80143 Napoli',
    guests: 14,
    sizeMq: 55,
    priceCents: 4500,
    priceType: 'fixed',
    discount: { type: 'percent', percent: 15 },
    hourly: { openingHours: weekdays(['09:00', '19:00']), slotMinutes: 30, bufferMinutes: 15, minHours: 2 },
    highlight: 'Al ventesimo piano, una sala panoramica con vista sul Vesuvio.',
  },
  {
    name: 'Ufficio Privato Isola',
    category: 'Ufficio Privato',
    city: 'Milano',
    address: 'Via Borsieri 30, 20159 Milano',
    guests: 6,
    sizeMq: 45,
    priceCents: 22000,
    priceType: 'fixed',
    recommended: true,
    highlight: 'Un ufficio con ingresso riservato nel quartiere Isola, tra gallerie e locali.',
  },
  {
    name: 'Ufficio Privato EUR',
    category: 'Ufficio Privato',
    city: 'Roma',
    address: 'Viale Europa 190, 00144 Roma',
    guests: 8,
    sizeMq: 60,
    priceCents: 26000,
    priceType: 'fixed',
    highlight: 'Spazi ampi e tranquilli all’EUR, con parcheggio interno e reception.',
  },
  {
    name: 'Ufficio Privato Santa Croce',
    category: 'Ufficio Privato',
    city: 'Firenze',
    address: 'Borgo Santa Croce 8, 50122 Firenze',
    guests: 4,
    sizeMq: 35,
    priceCents: 15000,
    priceType: 'fixed',
    discount: { type: 'amount', cents: 1500 },
    highlight:
      'Un ufficio con travi a vista e arredi in legno massello, vicino alla basilica di Santa Croce.',
  },
  {
    name: 'Ufficio Privato Vomero',
    category: 'Ufficio Privato',
    city: 'Napoli',
    address: 'Via Scarlatti 110, 80127 Napoli',
    guests: 5,
    sizeMq: 40,
    priceCents: 13000,
    priceType: 'fixed',
    highlight: 'Sulla collina del Vomero, un ufficio luminoso con terrazzino.',
  },
  {
    name: 'Ufficio su Misura Tortona',
    category: 'Ufficio Personalizzato',
    city: 'Milano',
    address: 'Via Tortona 31, 20144 Milano',
    guests: 15,
    sizeMq: 120,
    priceCents: 45000,
    priceType: 'fixed',
    highlight:
      'Un loft nel distretto del design, allestito secondo le esigenze e l’immagine della tua azienda.',
  },
  {
    name: 'Ufficio su Misura San Salvario',
    category: 'Ufficio Personalizzato',
    city: 'Torino',
    address: 'Via Madama Cristina 50, 10125 Torino',
    guests: 10,
    sizeMq: 90,
    priceCents: 30000,
    priceType: 'fixed',
    discount: { type: 'percent', percent: 20 },
    highlight: 'Spazi configurabili con pareti mobili, a due passi dal Parco del Valentino.',
  },
  {
    name: 'Ufficio su Misura Fiera',
    category: 'Ufficio Personalizzato',
    city: 'Bologna',
    address: 'Viale della Fiera 8, 40127 Bologna',
    guests: 12,
    sizeMq: 100,
    priceCents: 32000,
    priceType: 'fixed',
    highlight: 'A fianco del quartiere fieristico, ideale per team in trasferta durante le manifestazioni.',
  },
  {
    name: 'Ufficio su Misura Novoli',
    category: 'Ufficio Personalizzato',
    city: 'Firenze',
    address: 'Viale Guidoni 101, 50127 Firenze',
    guests: 8,
    sizeMq: 75,
    priceCents: 24000,
    priceType: 'fixed',
    highlight: 'Un piano open space personalizzabile vicino all’aeroporto e alla tramvia.',
  },
  {
    name: 'Sala Eventi Navigli',
    category: 'Sala Eventi',
    city: 'Milano',
    address: 'Alzaia Naviglio Grande 66, 20144 Milano',
    guests: 80,
    sizeMq: 220,
    priceCents: 4500,
    priceType: 'person',
    recommended: true,
    highlight: 'Un ex magazzino sul Naviglio Grande, con pavimenti in resina e luce naturale.',
  },
  {
    name: 'Sala Eventi Testaccio',
    category: 'Sala Eventi',
    city: 'Roma',
    address: 'Via di Monte Testaccio 41, 00153 Roma',
    guests: 120,
    sizeMq: 300,
    priceCents: 90000,
    priceType: 'fixed',
    highlight: 'Una sala industriale nel quartiere Testaccio, con impianto audio e palco modulare.',
  },
  {
    name: 'Sala Eventi Bolognese',
    category: 'Sala Eventi',
    city: 'Bologna',
    address: 'Via del Pratello 72, 40122 Bologna',
    guests: 60,
    sizeMq: 160,
    priceCents: 3500,
    priceType: 'person',
    highlight: 'Nel vivace quartiere del Pratello, una sala per workshop, presentazioni e cene aziendali.',
  },
  {
    name: 'Sala Eventi Posillipo',
    category: 'Sala Eventi',
    city: 'Napoli',
    address: 'Via Posillipo 210, 80123 Napoli',
    guests: 90,
    sizeMq: 250,
    priceCents: 80000,
    priceType: 'fixed',
    discount: { type: 'amount', cents: 10000 },
    bookingMode: 'request',
    highlight: 'Una villa sul mare con terrazza affacciata sul golfo, per eventi che restano nella memoria.',
  },
  {
    name: 'Suite Executive Montenapoleone',
    category: 'Luxury Work Space',
    city: 'Milano',
    address: 'Via Monte Napoleone 8, 20121 Milano',
    guests: 6,
    sizeMq: 70,
    priceCents: 60000,
    priceType: 'fixed',
    highlight: 'Una suite con arredi d’autore e servizio di concierge nel quadrilatero della moda.',
  },
  {
    name: 'Attico Lungarno',
    category: 'Luxury Work Space',
    city: 'Firenze',
    address: 'Lungarno Corsini 4, 50123 Firenze',
    guests: 8,
    sizeMq: 95,
    priceCents: 70000,
    priceType: 'fixed',
    highlight: 'Un attico con terrazza sull’Arno e vista su Ponte Vecchio.',
  },
];

/** The part of a description shared by the spaces of a category. */
export const CATEGORY_TEXT: Record<CategoryName, string> = {
  'Day Office':
    'Lo prenoti solo per i giorni che ti servono: arrivi, ti siedi e lavori. Scrivanie ergonomiche, sedute regolabili, connessione veloce e una cucina condivisa con caffè sempre pronto.',
  Coworking:
    'Scegli una postazione in un ambiente condiviso e professionale: aree silenziose per la concentrazione, cabine per le telefonate e spazi comuni dove conoscere altri professionisti. Paghi per persona e per giorno.',
  'Sala Riunioni':
    'La sala è pronta all’uso con schermo, lavagna e connessione veloce. Puoi aggiungere coffee break e servizio di accoglienza per i tuoi ospiti.',
  'Ufficio Privato':
    'Un ufficio chiuso solo per te e il tuo team, con arredi completi, climatizzazione e accesso alle aree comuni dell’edificio. Ideale per chi cerca riservatezza senza impegni a lungo termine.',
  'Ufficio Personalizzato':
    'Disposizione degli arredi, branding e servizi vengono concordati con l’host prima del tuo arrivo: trovi l’ufficio già organizzato come lo vuoi.',
  'Sala Eventi':
    'La sala si adatta a conferenze, presentazioni, formazione e momenti conviviali. Su richiesta sono disponibili catering, impianto audio e assistenza tecnica.',
  'Luxury Work Space':
    'Finiture di pregio, servizio dedicato e massima riservatezza per incontri importanti e giornate di lavoro di alto profilo.',
};

export const CITY_TEXT: Record<CityName, string> = {
  Milano:
    'Milano è servita da metropolitana, passante e treni ad alta velocità: raggiungere lo spazio è semplice da ogni zona della città.',
  Roma: 'Lo spazio è ben collegato con metro e autobus e si trova in una zona ricca di servizi, ristoranti e hotel.',
  Torino:
    'A Torino lo spazio si raggiunge facilmente con la metropolitana e i tram, a pochi minuti da Porta Nuova e Porta Susa.',
  Bologna:
    'A Bologna tutto è a portata di mano: la stazione centrale e l’aeroporto sono vicini, e il centro si gira a piedi.',
  Firenze:
    'A Firenze lo spazio è raggiungibile a piedi dalla stazione di Santa Maria Novella o con la tramvia.',
  Napoli:
    'A Napoli lo spazio è vicino alla metropolitana dell’arte e a pochi minuti dalla stazione centrale.',
};
