/**
 * What Stripe's account names in `requirements.currently_due` (dotted field paths such as
 * `individual.verification.document`), in words a host understands. The most specific known prefix
 * wins; several fields of one thing (day, month and year of a birth date) are one line.
 */
const LABELS: [prefix: string, label: string][] = [
  ['individual.verification', 'Documento d’identità'],
  ['individual.dob', 'Data di nascita'],
  ['individual.address', 'Indirizzo di residenza'],
  ['individual.id_number', 'Codice fiscale'],
  ['individual.phone', 'Numero di telefono'],
  ['individual.email', 'Indirizzo email'],
  ['individual', 'Dati personali'],
  ['company.verification', 'Documento della società'],
  ['company.tax_id', 'Partita IVA della società'],
  ['company.address', 'Sede della società'],
  ['company', 'Dati della società'],
  ['representative', 'Dati del legale rappresentante'],
  ['owners', 'Dati dei titolari'],
  ['directors', 'Dati degli amministratori'],
  ['external_account', 'Conto bancario su cui ricevere i pagamenti'],
  ['tos_acceptance', 'Accettazione dei termini di servizio di Stripe'],
  ['business_profile', 'Profilo dell’attività (sito web o descrizione)'],
  ['business_type', 'Tipo di attività'],
  ['settings', 'Impostazioni del conto Stripe'],
];

const OTHER = 'Altre informazioni richieste da Stripe';

export function requirementLabel(field: string): string {
  const match = LABELS.find(([prefix]) => field === prefix || field.startsWith(`${prefix}.`));
  return match?.[1] ?? OTHER;
}

/** The lines to show for Stripe's list: each thing once, in Stripe's order. */
export function requirementLabels(fields: readonly string[]): string[] {
  return [...new Set(fields.map(requirementLabel))];
}
