import { describe, expect, it } from 'vitest';
import { requirementLabel, requirementLabels } from './stripe-requirements.ts';

describe("Stripe's requirements in Italian", () => {
  it('names each field by its most specific known prefix', () => {
    expect(requirementLabel('individual.verification.document')).toBe('Documento d’identità');
    expect(requirementLabel('individual.first_name')).toBe('Dati personali');
    expect(requirementLabel('external_account')).toBe('Conto bancario su cui ricevere i pagamenti');
    expect(requirementLabel('tos_acceptance.ip')).toBe('Accettazione dei termini di servizio di Stripe');
    expect(requirementLabel('representative.dob.year')).toBe('Dati del legale rappresentante');
  });

  it('does not take a longer word for a prefix, and names what it does not know generically', () => {
    expect(requirementLabel('companyx.name')).toBe('Altre informazioni richieste da Stripe');
    expect(requirementLabel('')).toBe('Altre informazioni richieste da Stripe');
  });

  it('says each thing once, in the order Stripe asks', () => {
    expect(
      requirementLabels([
        'individual.dob.day',
        'individual.dob.month',
        'external_account',
        'individual.dob.year',
      ]),
    ).toEqual(['Data di nascita', 'Conto bancario su cui ricevere i pagamenti']);
  });
});
