/** Weekdays by ISO number less one, as a sentence names one day ("il lunedì"). */
const weekdayNames = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];
const dayName = (weekday: number) => weekdayNames[weekday - 1] ?? String(weekday);
const hours = (count: number) => (count === 1 ? '1 ora' : `${count} ore`);

/** Texts of listings sold by the hour (decision 105): their fields, their slots and the refusals of a time range. */
export const hourlyMessages = {
  bookingUnitInvalid: 'L’unità di prenotazione deve essere «giorno» o «ora».',
  timeInvalid: 'L’orario deve essere nel formato HH:MM (per esempio 09:30).',
  openingHoursInvalid:
    'Gli orari di apertura vanno indicati per giorno della settimana (da 1, lunedì, a 7, domenica), con apertura e chiusura nel formato HH:MM.',
  tooManyOpeningHours: 'Si possono indicare al massimo 28 fasce di apertura.',
  closeBeforeOpen: (weekday: number, open: string, close: string) =>
    `Il ${dayName(weekday)} la chiusura (${close}) deve venire dopo l’apertura (${open}).`,
  openingHoursOverlap: (weekday: number, first: string, second: string) =>
    `Il ${dayName(weekday)} le fasce che iniziano alle ${first} e alle ${second} si sovrappongono.`,
  openingHoursOffStep: (weekday: number, time: string, step: number) =>
    `Il ${dayName(weekday)} l’orario ${time} non cade su un passo di ${step} minuti.`,
  minHoursInvalid: 'La durata minima deve essere un numero intero di ore tra 1 e 24.',
  slotMinutesInvalid: 'Il passo degli orari deve essere di 30 o di 60 minuti.',
  bufferMinutesInvalid: 'La pausa dopo ogni prenotazione deve essere un numero intero di minuti tra 0 e 120.',
  minNoticeHoursInvalid: 'Il preavviso minimo deve essere un numero intero di ore tra 0 e 720.',
  maxDaysAheadInvalid: 'L’anticipo massimo deve essere un numero intero di giorni tra 1 e 730.',
  /** What publishing an hourly listing without opening hours lacks (`missingForPublish`). */
  missingOpeningHours: 'almeno una fascia di orario di apertura',
  /** A price unit as listings show it after the price ("/ ora"). */
  perHour: 'ora',
  perDay: 'giorno',
  timesRequired: 'Questo spazio si prenota a ore: indica l’ora di inizio e di fine (start_time ed end_time).',
  sameDayRequired:
    'Una prenotazione a ore inizia e finisce nello stesso giorno: le due date devono coincidere.',
  timesNotAllowed: 'Questo spazio si prenota a giornate: non indicare l’ora di inizio e di fine.',
  endBeforeStart: 'L’ora di fine deve venire dopo l’ora di inizio.',
  outsideOpeningHours: 'L’orario scelto è fuori dagli orari di apertura.',
  belowMinHours: (count: number) => `La prenotazione deve durare almeno ${hours(count)}.`,
  offStep: (step: number) => `L’inizio e la fine devono cadere su un passo di ${step} minuti.`,
  tooFarAhead: (days: number) => `Si può prenotare al massimo ${days} giorni prima.`,
  tooSoon: (count: number) => `Serve un preavviso di almeno ${hours(count)}.`,
  past: 'L’orario scelto è già passato.',
  timeWindowIncomplete: 'Per cercare per orario indica una data, l’ora di inizio e quella di fine.',
  notHourly: 'Questo spazio si prenota a giornate: non ha fasce orarie.',
  slotsLoaded: 'Fasce orarie recuperate con successo.',
} as const;
