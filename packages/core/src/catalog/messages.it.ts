/** Texts of the menu, the property listings, search and the availability check of a property page. */
export const catalogMessages = {
  menuLoaded: 'Categorie recuperate con successo.',
  available: 'La proprietà è disponibile per le date selezionate.',
  unavailable: 'La struttura non è disponibile per le date selezionate.',
  invalidDates: 'Le date inserite non sono valide.',
  listings: {
    category: 'Categoria',
    city: 'Città',
    explore: 'Esplora proprietà',
    results: 'Proprietà',
    emptyCategory: 'Nessuna proprietà in questa categoria',
    emptyCity: 'No properties found for this city.',
    emptySearch: 'Non sono disponibili strutture per le date inserite.',
  },
} as const;
