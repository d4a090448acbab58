/** Categories in the order their ids are relied on: the home page links to 1, 2 and 3. */
export const CATEGORIES = [
  { name: 'Day Office', title: 'Day office a giornata', mode: 'exclusive', kind: 'office', type: 'Ufficio' },
  {
    name: 'Coworking',
    title: 'Postazioni in coworking',
    mode: 'shared',
    kind: 'coworking',
    type: 'Scrivania condivisa',
  },
  {
    name: 'Sala Riunioni',
    title: 'Sale riunioni attrezzate',
    mode: 'exclusive',
    kind: 'meeting',
    type: 'Sala riunioni',
  },
  {
    name: 'Ufficio Privato',
    title: 'Uffici privati per il tuo team',
    mode: 'exclusive',
    kind: 'office',
    type: 'Ufficio privato',
  },
  {
    name: 'Ufficio Personalizzato',
    title: 'Uffici personalizzati su misura',
    mode: 'exclusive',
    kind: 'office',
    type: 'Ufficio su misura',
  },
  {
    name: 'Sala Eventi',
    title: 'Sale per eventi e workshop',
    mode: 'exclusive',
    kind: 'event',
    type: 'Sala eventi',
  },
  {
    name: 'Luxury Work Space',
    title: 'Spazi di lavoro di prestigio',
    mode: 'exclusive',
    kind: 'office',
    type: 'Ufficio di prestigio',
    hidden: true,
  },
] as const;

export type CategoryName = (typeof CATEGORIES)[number]['name'];

export const CITIES = [
  { name: 'Milano', title: 'Spazi di lavoro a Milano', lat: 45.4642, lon: 9.19 },
  { name: 'Roma', title: 'Spazi di lavoro a Roma', lat: 41.9028, lon: 12.4964 },
  { name: 'Torino', title: 'Spazi di lavoro a Torino', lat: 45.0703, lon: 7.6869 },
  { name: 'Bologna', title: 'Spazi di lavoro a Bologna', lat: 44.4949, lon: 11.3426 },
  { name: 'Firenze', title: 'Spazi di lavoro a Firenze', lat: 43.7696, lon: 11.2558 },
  { name: 'Napoli', title: 'Spazi di lavoro a Napoli', lat: 40.8518, lon: 14.2681 },
] as const;

export type CityName = (typeof CITIES)[number]['name'];

export const SERVICES = [
  {
    name: 'Wi-Fi dedicato',
    desc: 'Connessione in fibra riservata fino a 1 Gbit/s, con rete protetta per il tuo team.',
    icon: 'wifi',
    priceCents: 500,
    extras: ['Rete separata con password dedicata', 'Assistenza tecnica in orario d’ufficio'],
  },
  {
    name: 'Parcheggio',
    desc: 'Posto auto coperto nelle vicinanze, prenotato per l’intera giornata.',
    icon: 'car',
    priceCents: 1200,
    extras: ['Accesso con badge', 'Colonnina di ricarica per auto elettriche su richiesta'],
  },
  {
    name: 'Catering',
    desc: 'Coffee break di metà mattina e light lunch con prodotti del territorio.',
    icon: 'cup',
    priceCents: 1800,
    extras: ['Opzioni vegetariane e senza glutine', 'Acqua e caffè illimitati', 'Allestimento incluso'],
  },
  {
    name: 'Proiettore e schermo',
    desc: 'Videoproiettore Full HD o schermo da 65 pollici con collegamento HDMI e wireless.',
    icon: 'screen',
    priceCents: 1500,
    extras: ['Kit di videoconferenza con microfono panoramico'],
  },
  {
    name: 'Servizio di segreteria',
    desc: 'Accoglienza degli ospiti, gestione della posta e delle telefonate in italiano e inglese.',
    icon: 'phone',
    priceCents: 2500,
    extras: ['Inoltro delle chiamate sul tuo cellulare', 'Ricezione pacchi'],
  },
  {
    name: 'Pulizia extra',
    desc: 'Riordino e pulizia aggiuntiva a fine giornata, ideale dopo eventi e workshop.',
    icon: 'broom',
    priceCents: 3000,
    extras: ['Prodotti ecologici certificati'],
  },
  {
    name: 'Armadietto personale',
    desc: 'Armadietto con chiave per lasciare in sicurezza computer e documenti.',
    icon: 'lock',
    priceCents: 300,
    extras: ['Presa di ricarica interna'],
  },
] as const;
