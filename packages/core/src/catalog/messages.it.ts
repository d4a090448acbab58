import { hourlyMessages } from './hourly-messages.it.ts';
import { hourlyScreenMessages } from './hourly-screens-messages.it.ts';

/** Texts of the menu, the property listings, search and the availability check of a property page. */
export const catalogMessages = {
  menuLoaded: 'Categorie recuperate con successo.',
  available: 'La proprietà è disponibile per le date selezionate.',
  unavailable: 'La struttura non è disponibile per le date selezionate.',
  invalidDates: 'Le date inserite non sono valide.',
  hourly: hourlyMessages,
  /** Weekdays by ISO number less one (Monday first), as a sentence names one day of every week. */
  weekdayEveryWeek: [
    'il lunedì',
    'il martedì',
    'il mercoledì',
    'il giovedì',
    'il venerdì',
    'il sabato',
    'la domenica',
  ],
  /** Why a range is refused when it includes a weekday the space closes every week (decision 088). */
  /** The property page's note beside its dates when the space closes on some weekdays. */
  closedEveryWeekNote: (days: readonly string[]) =>
    `Chiuso ogni settimana: ${days.join(', ')}. Scegli date che non li includano.`,
  closedEveryWeek: (days: readonly string[]) =>
    `Lo spazio è chiuso ogni settimana ${days.length > 1 ? `${days.slice(0, -1).join(', ')} e ${days.at(-1)}` : (days[0] ?? '')}.`,
  searchTooLong: 'La ricerca può contenere al massimo 5000 caratteri.',
  searchTooManyWords: 'La ricerca può contenere al massimo 12 parole: togline qualcuna.',
  /**
   * A paid service's price wherever it is shown, in the unit the price engine charges it: each chosen
   * service adds its price × days (SPEC section 9, `computePrice`).
   */
  servicePrice: (price: string) => `${price} al giorno`,
  /**
   * The property page's price and its booking bar: the listing's price is before taxes (checkout adds
   * them), the stay's total is what checkout will charge, taxes included.
   */
  stayPrice: {
    vatExcluded: 'IVA esclusa',
    vatIncluded: 'IVA inclusa',
    taxesIncluded: 'imposte incluse',
    total: (days: number) => (days === 1 ? 'Totale per 1 giorno' : `Totale per ${days} giorni`),
    briefTotal: 'Totale',
    chooseDates: 'Scegli le date',
    toBooking: 'Prenota',
    barLabel: 'Prezzo e prenotazione',
  },
  /** Screens of the spaces booked by the hour. */
  hourlyScreens: hourlyScreenMessages,
  /** The search's filters: refusals of the query (field by field) and what an empty result should loosen. */
  searchFilters: {
    minPriceInvalid: 'Il prezzo minimo deve essere un importo in euro tra 0 e 100.000.',
    maxPriceInvalid: 'Il prezzo massimo deve essere un importo in euro tra 0 e 100.000.',
    priceRangeInverted: 'Il prezzo massimo non può essere inferiore al prezzo minimo.',
    categoryInvalid: 'La categoria deve essere indicata con il suo numero.',
    unknownCategory: 'La categoria scelta non esiste.',
    servicesInvalid: 'I servizi devono essere numeri separati da virgole (al massimo 30).',
    unknownServices: 'Uno o più servizi scelti non esistono.',
    instantInvalid: 'Il filtro «Prenotazione immediata» vale 1 (attivo) o 0 (non attivo).',
    ratingInvalid: 'La valutazione minima deve essere un numero da 0 a 5.',
    sortInvalid:
      'L’ordinamento deve essere uno tra: relevance, price_asc, price_desc, rating, newest, distance.',
    distanceNeedsArea: 'Per ordinare per distanza indica l’area della mappa (bbox).',
    bboxInvalid:
      'L’area della mappa deve essere quattro numeri separati da virgole: ovest, sud, est, nord (in gradi).',
    bboxInverted: 'Nell’area della mappa il sud deve essere minore o uguale al nord.',
    bboxAntimeridian:
      'L’area della mappa non può attraversare l’antimeridiano: l’ovest deve essere minore dell’est.',
    /** Said under an empty result, naming the one filter whose removal would bring results back. */
    relax: {
      price: 'Nessuno spazio in questa fascia di prezzo: prova ad allargarla.',
      category: 'Nessuno spazio in questa categoria: prova con un’altra o con tutte.',
      services: 'Nessuno spazio offre tutti i servizi scelti: prova a toglierne qualcuno.',
      instant: 'Nessuno spazio con prenotazione immediata: prova a includere quelli su richiesta.',
      rating: 'Nessuno spazio con questa valutazione: prova ad abbassare la valutazione minima.',
      area: 'Nessuno spazio in quest’area della mappa: prova a spostarla o ad allontanarti.',
      guests: 'Nessuno spazio per così tante persone: prova con meno ospiti.',
      dates: 'Nessuno spazio libero in queste date: prova con altre date.',
    },
    /** The button under an empty result that removes the filter `relax` names. */
    relaxAction: {
      price: 'Rimuovi il filtro di prezzo',
      category: 'Mostra tutte le categorie',
      services: 'Rimuovi il filtro dei servizi',
      instant: 'Includi gli spazi su richiesta',
      rating: 'Rimuovi la valutazione minima',
      area: 'Cerca fuori dall’area della mappa',
      guests: 'Rimuovi il numero di ospiti',
      dates: 'Rimuovi le date',
    },
    /** Under an empty result, beside the page's own links: the same search elsewhere or with less. */
    suggestions: {
      otherCities: 'Prova in un’altra città',
      removeFilter: 'Oppure togli un filtro',
    },
    /** The filter panel of the results page. */
    form: {
      label: 'Filtra i risultati',
      toggle: 'Filtri',
      /** Said after 'Filtri' to screen readers, beside the badge with the number. */
      activeCount: (count: number) => (count === 1 ? '(1 attivo)' : `(${count} attivi)`),
      /** Closes the phone's sheet of search and filters, with the results found so far. */
      showResults: (total: number | undefined) =>
        total === undefined
          ? 'Mostra i risultati'
          : total === 1
            ? 'Mostra 1 risultato'
            : `Mostra ${total} risultati`,
      apply: 'Applica filtri',
      clear: 'Rimuovi filtri',
      price: 'Prezzo al giorno',
      minPrice: 'Minimo (€)',
      maxPrice: 'Massimo (€)',
      category: 'Categoria',
      anyCategory: 'Tutte le categorie',
      categoryCount: (name: string, count: number) => `${name} (${count})`,
      services: 'Servizi offerti',
      instant: 'Prenotazione immediata',
      rating: 'Valutazione minima',
      anyRating: 'Qualsiasi',
      ratingAtLeast: (stars: number) => `${String(stars).replace('.', ',')} stelle o più`,
      sort: 'Ordina per',
      sorts: {
        relevance: 'Pertinenza',
        price_asc: 'Prezzo: dal più basso',
        price_desc: 'Prezzo: dal più alto',
        rating: 'Valutazione',
        newest: 'Più recenti',
        distance: 'Distanza dal centro della mappa',
      },
    },
  },
  /** The pager of the search results. */
  searchPager: {
    label: 'Pagine dei risultati',
    previous: 'Precedente',
    next: 'Successiva',
    pageOf: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  },
  /** The pager of the explore, category and city lists, and the refusals of a page that is not one. */
  listingPager: {
    label: 'Paginazione',
    previous: 'Precedente',
    next: 'Successiva',
    page: (page: number) => `Pagina ${page}`,
    pageOf: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
    pageInvalid: 'Il numero di pagina deve essere un numero intero da 1 in su.',
    perPageInvalid: (max: number) => `Gli annunci per pagina devono essere un numero intero da 1 a ${max}.`,
    beyondLast: (pages: number) =>
      pages === 1
        ? 'Questa pagina non esiste: l’elenco ha una sola pagina.'
        : `Questa pagina non esiste: l’elenco ha ${pages} pagine.`,
    firstPage: 'Vai alla prima pagina',
  },
  listings: {
    category: 'Categoria',
    city: 'Città',
    explore: 'Esplora proprietà',
    results: 'Proprietà',
    emptyCategory: 'Nessuna proprietà in questa categoria',
    emptyCity: 'No properties found for this city.',
    emptySearch: 'Non sono disponibili strutture per le date inserite.',
  },
  /** The property page's photos, and the full-screen viewer a photo opens. */
  gallery: {
    label: (name: string) => `Foto di ${name}`,
    photoAlt: (name: string, position: number) => `${name}, foto ${position}`,
    open: (alt: string) => `${alt}: apri a schermo intero`,
    viewer: (name: string) => `Foto di ${name} a schermo intero`,
    position: (position: number, total: number) => `${position} di ${total}`,
    previous: 'Foto precedente',
    next: 'Foto successiva',
    close: 'Chiudi la galleria',
    loading: 'Caricamento delle foto…',
  },
  /** The maps of search results and of a property's location. */
  map: {
    label: 'Mappa degli spazi',
    location: (name: string) => `Posizione di ${name} sulla mappa`,
    marker: (name: string, price: string) => `${name}, ${price}: mostra l’annuncio`,
    cluster: (count: number) => `${count} spazi in questa zona: ingrandisci`,
    noTiles: 'Mappa di base non disponibile: sono mostrate solo le posizioni degli spazi.',
    /** The small card of the listing whose marker was chosen. */
    card: (name: string) => `Scheda di ${name}`,
    cardOpen: 'Vedi lo spazio',
    cardClose: 'Chiudi la scheda',
    loading: 'Caricamento della mappa…',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    searchOnMove: 'Cerca quando sposto la mappa',
    showMap: 'Mappa',
    showList: 'Elenco',
    views: 'Mostra i risultati come',
  },
  /** The listing wizard's address search (GET host/places). */
  places: {
    queryTooShort: 'Scrivi almeno 2 caratteri dell’indirizzo o della città.',
    queryInvalid: 'La ricerca dell’indirizzo può avere al massimo 200 caratteri.',
    unavailable:
      'La ricerca degli indirizzi non risponde in questo momento: scrivi l’indirizzo a mano o riprova tra poco.',
    tooManySearches: 'Troppe ricerche di indirizzi in poco tempo: riprova tra un minuto.',
  },
  /** The calendars of the guest's date boxes and of the host's availability: their days, months and legend. */
  calendar: {
    title: 'Disponibilità',
    intro:
      'Apri i periodi in cui lo spazio si può prenotare; dentro un periodo, tocca un giorno per chiuderlo (ad esempio un festivo) o riaprirlo.',
    addWindow: 'Apri il periodo',
    windowsTitle: 'Periodi aperti',
    noWindows: 'Nessun periodo aperto: lo spazio non si può prenotare.',
    window: (start: string, end: string) => `dal ${start} al ${end}`,
    removeWindow: (start: string, end: string) => `Chiudi il periodo dal ${start} al ${end}`,
    previousMonth: 'Mese precedente',
    nextMonth: 'Mese successivo',
    legend: 'Legenda',
    open: 'aperto',
    closed: 'chiuso',
    imported: 'chiuso da un calendario importato',
    booked: (bookingNo: string) => `prenotato (${bookingNo})`,
    held: (bookingNo: string) => `in attesa (${bookingNo})`,
    unavailable: 'non disponibile',
    legendItems: {
      open: 'aperto',
      closed: 'chiuso',
      booked: 'prenotato',
      held: 'in attesa di pagamento o di risposta',
      outside: 'fuori dai periodi aperti',
    },
    saved: 'Disponibilità salvata.',
    weekdays: ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'],
    weekdayNames: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
    weeklyTitle: 'Chiuso ogni settimana',
    weeklyIntro:
      'Scegli i giorni della settimana in cui lo spazio resta sempre chiuso (ad esempio il fine settimana).',
    weeklySave: 'Salva i giorni di chiusura',
    weekly: 'chiuso ogni settimana',
    pickerClose: 'Chiudi il calendario',
    pickerPast: 'non disponibile',
    /** A day the space is booked, closed or out of its windows. */
    pickerUnavailable: 'non disponibile',
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
  },
} as const;
