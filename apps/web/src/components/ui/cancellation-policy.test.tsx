import { termsOf } from '@scrivania/core/booking/cancellation';
import { messages } from '@scrivania/core/messages.it';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancellationPolicyNotice } from './cancellation-policy.tsx';

const m = messages.booking.cancellation;
const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('CancellationPolicyNotice', () => {
  it('without dates gives only the rule, so the server HTML does not depend on the clock', () => {
    render(<CancellationPolicyNotice terms={termsOf('moderata')} />);
    expect(screen.getByRole('heading', { name: m.policyTitle })).toBeTruthy();
    expect(screen.getByText(m.policyRules.moderata)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('with the first day gives the refund now and each deadline ahead as a Rome calendar day', () => {
    render(
      <CancellationPolicyNotice
        terms={termsOf('moderata')}
        firstDay="2026-12-10"
        now={new Date('2026-12-01T10:00:00Z')}
      />,
    );
    expect(items()).toEqual([
      'Se annulli ora: rimborso completo',
      'Rimborso completo se annulli prima del 05/12/2026 alle 00:00 (ora di Roma)',
      'Rimborso del 50 % se annulli prima del 09/12/2026 alle 00:00 (ora di Roma)',
      'Dopo, nessun rimborso',
    ]);
  });

  it('drops the deadlines already passed: 23:30 UTC on 4 December is already the 5th in Rome', () => {
    render(
      <CancellationPolicyNotice
        terms={termsOf('moderata')}
        firstDay="2026-12-10"
        now={new Date('2026-12-04T23:30:00Z')}
      />,
    );
    expect(items()).toEqual([
      'Se annulli ora: rimborso del 50 %',
      'Rimborso del 50 % se annulli prima del 09/12/2026 alle 00:00 (ora di Roma)',
      'Dopo, nessun rimborso',
    ]);
  });

  it('after the last deadline says what is left, and nothing once the stay has begun', () => {
    const { unmount } = render(
      <CancellationPolicyNotice
        terms={termsOf('flessibile')}
        firstDay="2027-03-29"
        now={new Date('2027-03-28T12:00:00Z')}
      />,
    );
    expect(items()).toEqual(['Se annulli ora: rimborso del 50 %']);
    unmount();
    render(
      <CancellationPolicyNotice
        terms={termsOf('rigida')}
        firstDay="2027-03-29"
        now={new Date('2027-03-28T22:00:00Z')}
      />,
    );
    expect(screen.getByText(m.noneOnceStarted)).toBeTruthy();
  });

  it("draws a booking's deadlines from the rule it keeps, not from what its policy's name says today", () => {
    const kept = {
      policy: 'moderata' as const,
      rule: { tiers: [{ days_before: 3, percent: 100 }], final_percent: 20 },
    };
    render(
      <CancellationPolicyNotice terms={kept} firstDay="2026-12-10" now={new Date('2026-12-01T10:00:00Z')} />,
    );
    expect(items()).toEqual([
      'Se annulli ora: rimborso completo',
      'Rimborso completo se annulli prima del 07/12/2026 alle 00:00 (ora di Roma)',
      'Dopo, rimborso del 20 % fino all’inizio del soggiorno',
    ]);
  });
});
