import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { CommissionPage } from './commission-page.tsx';

const m = messages.payouts.commissionPage;
const invalid = messages.payouts.commission.percentInvalid;

afterEach(() => vi.unstubAllGlobals());

describe('Commissioni', () => {
  it('shows the commission in force and saves a new one with a decimal comma', async () => {
    const fetchMock = mockApi((_path, method) =>
      method === 'PUT'
        ? {
            body: {
              success: true,
              message: messages.payouts.commission.saved,
              data: { commission_percent: 12.35 },
            },
          }
        : { body: { success: true, message: 'ok', data: { commission_percent: 10 } } },
    );
    renderWithProviders(<CommissionPage />);
    const field = (await screen.findByLabelText(m.label)) as HTMLInputElement;
    expect(field.value).toBe('10');
    fireEvent.change(field, { target: { value: '12,35' } });
    fireEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(messages.payouts.commission.saved)).toBeTruthy();
    const [put] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ commission_percent: 12.35 });
  });

  it.each(['51', '12,345', 'dieci', ''])('refuses %j in Italian without sending it', async (typed) => {
    const fetchMock = mockApi(() => ({
      body: { success: true, message: 'ok', data: { commission_percent: 10 } },
    }));
    renderWithProviders(<CommissionPage />);
    fireEvent.change(await screen.findByLabelText(m.label), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(invalid)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });
});
