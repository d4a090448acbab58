/** Texts of the public pages. Photos are referred to by name and drawn by the seed. */

export const SECTIONS = [
  {
    id: 1,
    title: 'Trova lo spazio di lavoro giusto, per il tempo che ti serve',
    shortDesc: 'Uffici, postazioni in coworking e sale riunioni in tutta Italia, prenotabili a giornata.',
    photo: 'section-1-hero.webp',
    kind: 'office',
  },
  {
    id: 2,
    title: 'Spazi consigliati',
    shortDesc: 'Una selezione degli spazi più apprezzati dai nostri ospiti, pronti da prenotare.',
    photo: 'section-2.webp',
    kind: 'coworking',
  },
  {
    id: 3,
    title: 'Prenotare è semplice',
    shortDesc: 'Tre passi per iniziare a lavorare dove vuoi.',
    photo: 'section-3.webp',
    kind: 'people',
    title1: 'Registrati',
    shortDesc1: 'Crea il tuo account gratuito in meno di un minuto, come ospite o come host.',
    title2: 'Fatti aiutare',
    shortDesc2: 'Il nostro team ti consiglia lo spazio più adatto e risponde a ogni domanda.',
    title3: 'Prenota',
    shortDesc3: 'Scegli le date, aggiungi i servizi e paga in sicurezza con carta, PayPal o bonifico.',
  },
  {
    id: 4,
    title: 'Metti a rendita i tuoi spazi',
    shortDesc:
      'Hai un ufficio, una sala o delle scrivanie libere? Pubblicali su Scrivania e raggiungi professionisti e aziende che cercano spazi ogni giorno.',
    shortDesc2:
      'Decidi tu prezzi, disponibilità e servizi: noi ci occupiamo di pagamenti, fatture e assistenza.',
    photo: 'section-4.webp',
    kind: 'meeting',
  },
  {
    id: 5,
    title: 'Soluzioni per le aziende',
    shortDesc:
      'Trasferte, riunioni fuori sede, team distribuiti: offriamo ai tuoi collaboratori spazi professionali in ogni città, con un’unica fatturazione elettronica.',
    shortDesc2: 'Un referente dedicato segue le prenotazioni della tua azienda e concorda tariffe su misura.',
    photo: 'section-5.webp',
    kind: 'people',
  },
  {
    id: 6,
    title: 'Chi siamo',
    shortDesc:
      'Scrivania nasce per rendere il lavoro flessibile davvero semplice. Collaboriamo con host selezionati in tutta Italia e verifichiamo ogni spazio prima di pubblicarlo.',
    photo: 'section-6.webp',
    kind: 'coworking',
  },
  {
    id: 7,
    title: 'Hai bisogno di aiuto?',
    shortDesc:
      'Consulta le guide del nostro centro assistenza o scrivici: rispondiamo entro un giorno lavorativo.',
    photo: 'section-7.webp',
    kind: 'people',
  },
  {
    id: 8,
    title: 'Scegli il tuo spazio',
    shortDesc: 'Tre soluzioni per lavorare come preferisci.',
    photo: 'section-8.webp',
    kind: 'office',
    title1: 'Ufficio privato',
    shortDesc1: 'Un ufficio chiuso e arredato per te e il tuo team, prenotabile anche per un solo giorno.',
    title2: 'Ufficio personalizzato',
    shortDesc2: 'Uno spazio allestito secondo le tue esigenze, con servizi concordati con l’host.',
    title3: 'Day office',
    shortDesc3: 'Una scrivania in un ufficio professionale per le giornate in cui ti serve.',
    headings: [
      'Arredi completi e connessione veloce',
      'Accesso riservato e riservatezza',
      'Allestimento e branding su misura',
      'Preventivo dedicato per team',
      'Prenotazione a giornata',
      'Caffè e aree comuni inclusi',
    ],
  },
] as const;

export const SEO: Record<string, { title: string; desc: string; keywords: string }> = {
  home: {
    title: 'Spazi di lavoro a giornata in tutta Italia',
    desc: 'Prenota uffici, postazioni coworking e sale riunioni a giornata a Milano, Roma, Torino, Bologna, Firenze e Napoli.',
    keywords: 'coworking, day office, sala riunioni, ufficio a giornata, spazi di lavoro',
  },
  about: {
    title: 'Chi siamo',
    desc: 'Scopri la storia di Scrivania e il nostro modo di rendere il lavoro flessibile semplice.',
    keywords: 'chi siamo, Scrivania, lavoro flessibile',
  },
  faq: {
    title: 'Domande frequenti',
    desc: 'Risposte alle domande più comuni su prenotazioni, pagamenti, fatture e host.',
    keywords: 'faq, domande frequenti, prenotazioni, pagamenti',
  },
  Help: {
    title: 'Centro assistenza',
    desc: 'Guide e risposte per prenotare e pubblicare spazi di lavoro su Scrivania.',
    keywords: 'assistenza, guide, aiuto',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    desc: 'Come Scrivania tratta e protegge i tuoi dati personali.',
    keywords: 'privacy, GDPR, dati personali',
  },
  terms: {
    title: 'Termini e condizioni',
    desc: 'Le condizioni d’uso del marketplace Scrivania per ospiti e host.',
    keywords: 'termini, condizioni, contratto',
  },
  host: {
    title: 'Diventa host',
    desc: 'Pubblica i tuoi spazi su Scrivania e ricevi prenotazioni da professionisti e aziende.',
    keywords: 'diventa host, affitta ufficio, pubblica spazio',
  },
  forgetPassword: {
    title: 'Password dimenticata',
    desc: 'Reimposta la password del tuo account Scrivania.',
    keywords: 'password dimenticata, recupero password',
  },
  register: {
    title: 'Registrati',
    desc: 'Crea il tuo account Scrivania e prenota spazi di lavoro in pochi clic.',
    keywords: 'registrazione, crea account',
  },
  login: { title: 'Accedi', desc: 'Accedi al tuo account Scrivania.', keywords: 'accesso, login' },
  exploreProperty: {
    title: 'Esplora proprietà',
    desc: 'Tutti gli spazi di lavoro disponibili su Scrivania.',
    keywords: 'spazi di lavoro, uffici, coworking, sale',
  },
  contact: {
    title: 'Contattaci',
    desc: 'Scrivi al team di Scrivania: ti rispondiamo entro un giorno lavorativo.',
    keywords: 'contatti, assistenza, preventivo',
  },
};

export const FOOTER = {
  companyDesc:
    'Scrivania è il marketplace italiano per prenotare spazi di lavoro a giornata: uffici, coworking, sale riunioni e sale eventi, con pagamento sicuro e fattura elettronica.',
  facebook: 'https://www.facebook.com/scrivania',
  instagram: 'https://www.instagram.com/scrivania',
  linkedin: 'https://www.linkedin.com/company/scrivania',
  twitter: 'https://twitter.com/scrivania',
};

export const ABOUT = {
  title: 'Lavorare dove vuoi, quando vuoi',
  shortDesc:
    '<p>Dal 2014 aiutiamo professionisti, startup e aziende a trovare lo spazio giusto per ogni giornata di lavoro. Selezioniamo gli host uno per uno e visitiamo gli spazi prima di pubblicarli.</p><p>Oggi Scrivania è presente nelle principali città italiane, con centinaia di uffici, postazioni e sale prenotabili in pochi minuti.</p>',
  yearOfExp: 12,
  totalRentedProperty: 1850,
  happyCustomer: 9400,
  totalListedProperty: 320,
};

export const CONTACT_PAGE = {
  title: 'Parliamo del tuo prossimo spazio di lavoro',
  content:
    '<p>Hai domande su una prenotazione, vuoi un preventivo per il tuo team o desideri pubblicare i tuoi spazi? Compila il modulo: un consulente ti risponderà entro un giorno lavorativo.</p>',
  extraContent: '<p>Siamo operativi dal lunedì al venerdì, dalle 9:00 alle 18:00.</p>',
  extraContent2:
    '<p>Per le aziende offriamo tariffe dedicate, fatturazione unica mensile e un referente personale.</p>',
  phone: '+39 02 1234 5678',
  supportEmail: 'info@scrivania.it',
  headings: [
    { icon: 'pin', text: 'Via Tortona 31, 20144 Milano' },
    { icon: 'mail', text: 'info@scrivania.it' },
    { icon: 'clock', text: 'Lun–Ven, 9:00–18:00' },
  ],
} as const;

export const FAQS = [
  [
    'Come funziona la prenotazione di uno spazio?',
    '<p>Cerca per città, categoria o parola chiave, scegli le date e il numero di ospiti e verifica la disponibilità. Se lo spazio è libero puoi aggiungere servizi extra, inserire i dati di fatturazione e pagare online.</p>',
  ],
  [
    'Quali metodi di pagamento accettate?',
    '<p>Puoi pagare con carta di credito o di debito, con PayPal oppure con bonifico bancario. Con il bonifico la prenotazione resta in attesa finché non riceviamo l’accredito.</p>',
  ],
  [
    'Posso ricevere la fattura elettronica?',
    '<p>Sì. Durante il checkout inserisci la ragione sociale, il codice SDI o l’indirizzo PEC e il codice fiscale: la fattura elettronica viene emessa e inviata tramite il Sistema di Interscambio.</p>',
  ],
  [
    'Posso annullare una prenotazione?',
    '<p>Le condizioni di cancellazione dipendono dallo spazio e sono indicate nella pagina della struttura. In generale la cancellazione è gratuita fino a 48 ore prima della data di inizio.</p>',
  ],
  [
    'I prezzi includono l’IVA?',
    '<p>I prezzi mostrati nelle schede sono al netto dell’IVA, che viene aggiunta nel riepilogo del checkout prima del pagamento.</p>',
  ],
  [
    'Come uso un codice sconto?',
    '<p>Nel riepilogo del checkout inserisci il codice nel campo dedicato e premi «Applica»: lo sconto viene calcolato subito sul totale.</p>',
  ],
  [
    'Come posso diventare host?',
    '<p>Registrati dalla pagina «Diventa Host», descrivi il tuo spazio e indica prezzi e disponibilità. Il nostro team verifica lo spazio e lo pubblica entro pochi giorni.</p>',
  ],
  [
    'Posso contattare l’host prima di prenotare?',
    '<p>Sì: dopo l’accesso trovi i contatti dell’host nella pagina dello spazio e puoi scrivergli direttamente dalla chat.</p>',
  ],
] as const;

export const HELP_HEADING = {
  heading: 'Come possiamo aiutarti?',
  subHeading: 'Guide passo passo per ospiti e host: cerca un argomento o sfoglia gli articoli.',
};

export const HELP_ARTICLES = [
  {
    title: 'Come prenotare uno spazio di lavoro',
    shortDesc: 'Dalla ricerca al pagamento, tutti i passaggi per prenotare.',
    description:
      '<p>Prenotare su Scrivania richiede pochi minuti.</p><h3>1. Cerca</h3><p>Dalla home inserisci una città, una categoria o il nome di uno spazio, le date e il numero di ospiti.</p><h3>2. Verifica la disponibilità</h3><p>Nella pagina dello spazio scegli le date e premi «Verificare la disponibilità».</p><h3>3. Completa il checkout</h3><ul><li>aggiungi i servizi extra che ti servono;</li><li>inserisci i dati di fatturazione;</li><li>applica un eventuale codice sconto.</li></ul><p>Infine scegli il metodo di pagamento e conferma.</p>',
  },
  {
    title: 'Pagamenti e fatturazione elettronica',
    shortDesc: 'Metodi di pagamento accettati e come ricevere la fattura.',
    description:
      '<p>Accettiamo carte di credito e di debito, PayPal e bonifico bancario.</p><h3>Fattura elettronica</h3><p>Per ricevere la fattura inserisci al checkout la ragione sociale, il codice SDI o la PEC e il codice fiscale o la partita IVA.</p><h3>Bonifico</h3><p>Se scegli il bonifico ricevi via e-mail IBAN, intestatario e causale: la prenotazione è confermata all’arrivo dell’accredito.</p>',
  },
  {
    title: 'Modificare o annullare una prenotazione',
    shortDesc: 'Cosa fare se i tuoi programmi cambiano.',
    description:
      '<p>Le condizioni di cancellazione sono indicate nella pagina di ogni spazio.</p><h3>Annullare</h3><p>Scrivici dalla pagina Contatti indicando il numero di prenotazione: ti confermiamo l’annullamento e l’eventuale rimborso.</p><h3>Cambiare date</h3><p>Se lo spazio è disponibile nelle nuove date possiamo spostare la prenotazione senza costi aggiuntivi.</p>',
  },
  {
    title: 'Pubblicare il tuo spazio come host',
    shortDesc: 'Requisiti, verifica e pubblicazione degli spazi.',
    description:
      '<p>Chiunque disponga di uno spazio professionale può diventare host.</p><h3>Requisiti</h3><ul><li>spazio conforme alle norme di sicurezza;</li><li>connessione Internet stabile;</li><li>foto reali e descrizione accurata.</li></ul><h3>Verifica</h3><p>Il nostro team visita o verifica in video ogni spazio prima della pubblicazione.</p>',
  },
  {
    title: 'Sicurezza del tuo account',
    shortDesc: 'Consigli per proteggere password e dati personali.',
    description:
      '<p>Usa una password lunga e diversa da quelle degli altri servizi.</p><h3>Password dimenticata</h3><p>Dalla pagina di accesso scegli «Password dimenticata»: ricevi un link valido per un’ora.</p><h3>Accessi sospetti</h3><p>Se noti attività che non riconosci, cambia subito la password e scrivici.</p>',
  },
] as const;

export const BECOME_HOST = {
  title: 'Diventa host su Scrivania',
  subTitle: 'Trasforma gli spazi liberi in una nuova entrata',
  content:
    '<p>Migliaia di professionisti e aziende cercano ogni giorno uffici, postazioni e sale. Pubblica il tuo spazio gratuitamente: paghi una commissione solo sulle prenotazioni ricevute.</p><ul><li>Calendario e prezzi sotto il tuo controllo</li><li>Pagamenti garantiti e accreditati regolarmente</li><li>Assistenza dedicata in italiano</li></ul>',
  footerHeading: 'Pronto a iniziare?',
  footerContent: '<p>Registrati come host: ti guideremo nella pubblicazione del tuo primo spazio.</p>',
};

/** A testimonial sent through the public form and waiting in the console's moderation queue. */
export const PENDING_TESTIMONIAL = {
  title: 'Wi-Fi velocissimo e caffè buono',
  shortDesc:
    'Ho prenotato una postazione per una settimana: rete stabile, sedie comode e personale gentile. Tornerò.',
  name: 'Marco Bianchi',
  position: 'Grafico',
  stars: 4,
  email: 'marco.bianchi@example.com',
};

export const TESTIMONIALS = [
  {
    title: 'Perfetto per le trasferte',
    shortDesc:
      'Quando sono a Roma per lavoro prenoto sempre un day office: trovo tutto pronto e la fattura arriva in automatico.',
    name: 'Chiara Esposito',
    position: 'Consulente aziendale',
    stars: 5,
    email: 'chiara.esposito@example.com',
  },
  {
    title: 'Una sala riunioni in dieci minuti',
    shortDesc:
      'Avevamo bisogno di una sala per un cliente con un giorno di preavviso: prenotazione semplice e spazio impeccabile.',
    name: 'Davide Greco',
    position: 'Project manager',
    stars: 5,
    email: 'davide.greco@example.com',
  },
  {
    title: 'Il mio coworking preferito',
    shortDesc:
      'Ho conosciuto professionisti fantastici e lavoro meglio che a casa. Ottimo rapporto qualità-prezzo.',
    name: 'Sara Colombo',
    position: 'Sviluppatrice freelance',
    stars: 4,
    email: 'sara.colombo@example.com',
  },
] as const;

export const REVIEW_TEXTS = [
  'Spazio pulito, luminoso e silenzioso. La connessione era velocissima e l’host molto disponibile.',
  'Posizione comodissima e arredi di qualità. Ci tornerò sicuramente per le prossime trasferte.',
  'Tutto come descritto. Il caffè incluso è un bel plus, avrei gradito qualche presa in più.',
  'Ottima esperienza: check-in rapido, sala perfetta per la nostra riunione con i clienti.',
  'Ambiente accogliente e professionale, ideale per concentrarsi. Consigliato.',
  'Buon rapporto qualità-prezzo. Il quartiere offre tanti posti per la pausa pranzo.',
] as const;

export const CHAT = [
  {
    from: 'guest',
    body: 'Buongiorno Luca, vorrei prenotare la sala riunioni Duomo per giovedì prossimo. È possibile avere anche il proiettore?',
  },
  {
    from: 'host',
    body: 'Buongiorno Mario! Certo, la sala ha già lo schermo da 65 pollici e posso aggiungere il proiettore come servizio extra.',
  },
  { from: 'guest', body: 'Perfetto. Saremo in otto: c’è spazio per un coffee break a metà mattina?' },
  {
    from: 'host',
    body: 'Sì, il catering si può selezionare direttamente nel checkout. Lo serviamo nella saletta accanto.',
  },
  { from: 'guest', body: 'Ottimo, allora procedo con la prenotazione. Grazie mille!' },
  {
    from: 'host',
    body: 'Grazie a lei. Le ho preparato anche il parcheggio riservato, se le serve lo trova tra i servizi.',
  },
  { from: 'host', body: 'Per qualsiasi cosa mi scriva pure qui. A giovedì!' },
] as const;
