/**
 * The screens' words for spaces booked by the hour: the property page's slots, the search's time
 * window, the wizard's opening hours and the host's day view. The server's refusals stay with the
 * catalog's and booking's own messages.
 */
export const hourlyScreenMessages = {
  day: 'Giorno',
  slotsLabel: (day: string) => `Orari liberi del ${day}`,
  slotsHint: 'Scegli l’ora di inizio, poi quella di fine. Usa le frecce per spostarti tra gli orari.',
  chooseDay: 'Scegli un giorno per vedere gli orari liberi.',
  noSlots: 'Nessun orario libero in questo giorno.',
  slotsFailed: 'Non è stato possibile caricare gli orari. Riprova più tardi.',
  slotTaken: 'occupato',
  chosenRange: (start: string, end: string, hours: string) => `Dalle ${start} alle ${end} (${hours})`,
  hours: (hours: number) => (hours === 1 ? '1 ora' : `${String(hours).replace('.', ',')} ore`),
  minHoursNote: (hours: number) =>
    hours === 1 ? 'Si prenota almeno 1 ora.' : `Si prenota almeno ${hours} ore.`,
  chooseTimes: 'Scegli gli orari',
  total: (hours: string) => `Totale per ${hours}`,
  timeRange: (start: string, end: string) => `${start}–${end}`,
  /** A paid service of a listing sold by the hour: charged once per booking, whatever its hours. */
  servicePrice: (price: string) => `${price} a prenotazione`,
  /** The search form's optional window of a day. */
  searchFrom: 'Dalle ore',
  searchTo: 'Alle ore',
  anyTime: 'Qualsiasi ora',
  /** The wizard's step and its fields. */
  bookingUnitLegend: 'Come si prenota',
  bookingUnit: { day: 'A giornata', hour: 'A ore' },
  openingHoursLegend: 'Orari di apertura',
  openingHoursIntro:
    'Per ogni giorno della settimana, le fasce in cui lo spazio si può prenotare (anche più di una).',
  /** Inside each weekday's group, which names the day: the first window plain, the next ones numbered. */
  opensAt: (index: number) => (index === 1 ? 'Apertura' : `Apertura ${index}`),
  closesAt: (index: number) => (index === 1 ? 'Chiusura' : `Chiusura ${index}`),
  addWindow: 'Aggiungi fascia',
  addWindowNamed: (day: string) => `Aggiungi fascia di ${day}`,
  removeWindow: 'Togli',
  removeWindowNamed: (day: string, index: number) => `Togli la fascia ${index} di ${day}`,
  closedDay: 'Chiuso',
  min_hours: 'Ore minime per prenotazione',
  slot_minutes: 'Inizio e fine ogni',
  slotMinutes: (minutes: number) => `${minutes} minuti`,
  buffer_minutes: 'Pausa dopo ogni prenotazione (minuti)',
  min_notice_hours: 'Preavviso minimo (ore)',
  max_days_ahead: 'Prenotabile fino a (giorni)',
  pricePerHour: 'Prezzo all’ora (€)',
  /** The host calendar's day view. */
  dayViewTitle: 'Prenotazioni del giorno',
  dayViewLabel: 'Giorno da vedere',
  dayViewEmpty: 'Nessuna prenotazione né blocco in questo giorno.',
  wholeDay: 'Tutto il giorno',
} as const;
