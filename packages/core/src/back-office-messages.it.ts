/**
 * The host back-office's shell and the pieces the back-offices share (tables, dialogs, file drops). Apart
 * from the site's shell texts: the public pages never load them.
 */
export const backOfficeMessages = {
  hostTitle: 'Area Host',
  skipToContent: 'Vai al contenuto',
  navLabel: 'Area Host',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  backToSite: 'Torna al sito',
  logout: 'Esci',
  signedInAs: (name: string) => `Accesso come ${name}`,
  nav: {
    dashboard: 'Dashboard',
    listings: 'Annunci',
    bookings: 'Prenotazioni',
    earnings: 'Guadagni',
    payouts: 'Pagamenti',
    messages: 'Messaggi',
  },
  login: {
    title: 'Accesso Host',
    intro: "Accedi con l'email e la password del tuo account host: è lo stesso accesso del sito.",
    noAccount: 'Non hai ancora un account host?',
    becomeHost: 'Diventa host',
  },
  access: {
    checking: 'Verifica dell’accesso…',
    hostsOnly: 'Quest’area è riservata agli host.',
    becomeHostHint: 'Per pubblicare i tuoi spazi registrati come host.',
    becomeHost: 'Diventa host',
    failed: 'Non è stato possibile verificare l’accesso. Riprova più tardi.',
  },
  /** The operator console at /admin: its frame, its login, its guard and its sections' names. */
  console: {
    title: 'Console di amministrazione',
    navLabel: 'Console di amministrazione',
    nav: {
      home: 'Panoramica',
      moderation: 'Moderazione',
      content: 'Contenuti',
      catalog: 'Catalogo',
      coupons: 'Coupon',
      taxes: 'Tasse',
      users: 'Utenti',
      bookings: 'Prenotazioni',
      refunds: 'Rimborsi',
      invoices: 'Fatture',
      payouts: 'Pagamenti agli host',
      commission: 'Commissioni',
      contactRequests: 'Richieste di contatto',
      auditLog: 'Registro attività',
      jobs: 'Attività in background',
      mailPreviews: 'Anteprima mail',
    },
    login: {
      title: 'Accesso alla console',
      intro:
        "Accedi con l'email e la password del tuo account di amministrazione: è lo stesso accesso del sito.",
    },
    access: {
      adminsOnly: 'Quest’area è riservata agli amministratori.',
      adminsOnlyHint: 'Il tuo account non ha i permessi per gestire il marketplace.',
      backToSite: 'Torna al sito',
    },
    home: {
      title: 'Panoramica',
      intro: 'Da qui gestisci il marketplace: scegli una sezione.',
      sectionsLabel: 'Sezioni della console',
      countsTitle: 'Da fare',
      pendingTestimonials: 'Testimonianze in attesa',
      hiddenReviews: 'Recensioni nascoste',
      openContactRequests: 'Richieste di contatto da gestire',
      pendingRefunds: 'Rimborsi in corso',
      failedRefunds: 'Rimborsi falliti',
      waitingRequests: 'Richieste di prenotazione in attesa dell’host',
      businessTitle: 'Andamento',
      today: 'Oggi',
      month: 'Questo mese',
      paidBookings: 'Prenotazioni pagate',
      revenue: 'Incassato (IVA inclusa)',
      failedPayments: 'Pagamenti non riusciti',
      countsFailed: 'Non è stato possibile caricare i conteggi. Riprova più tardi.',
    },
    pager: {
      label: 'Pagine',
      previous: 'Pagina precedente',
      next: 'Pagina successiva',
      page: (page: number) => `Pagina ${page}`,
    },
  },
  table: {
    empty: 'Nessun elemento da mostrare.',
    sortAscending: 'ordinato in modo crescente',
    sortDescending: 'ordinato in modo decrescente',
    loading: 'Caricamento…',
    loadFailed: 'Non è stato possibile caricare l’elenco. Riprova più tardi.',
  },
  confirm: {
    confirm: 'Conferma',
    cancel: 'Annulla',
  },
  /** The foot of a console record's form. */
  form: {
    save: 'Salva',
    cancel: 'Annulla',
  },
  dropZone: {
    hint: (limit: string) => `Trascina qui i file oppure sceglili dal computer. ${limit}`,
  },
} as const;
