import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../app/providers/theme.ts';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { useAppStore } from '../../../../shared/store/app-store.ts';
import { TransactionsTable } from './transactions-table.tsx';

const withdrawal: FinanceTransaction = {
  id: 41,
  method: 'Banka Havalesi',
  amount: -25_000,
  date: '2026-12-07T09:05:00Z',
  previousBalance: 100_000,
  lastBalance: 75_000,
  movementType: 'Para çekme',
  operationType: 'Banka havalesi',
  operationId: 'W-41',
  operationTime: '2026-12-07T09:05:00Z',
  referenceCode: 'REF-0000041-LONG-REFERENCE',
  transaction_category_id: 2,
  transaction_status: 1001,
  status: 'New',
  notes: null,
};

/** The page as wide as a phone (390 px) or a desktop: the toolkit asks the browser's media query. */
function showOn(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const matches = max ? width <= Number(max[1]) * 16 : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
  render(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <TransactionsTable rows={[withdrawal]} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return screen.getByTestId('history-table');
}

beforeEach(async () => {
  useAppStore.setState({ userLanguage: 'tr' });
  await i18n.changeLanguage('tr');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a history on a phone and on a desktop', () => {
  it('is a card per movement on a phone: date in Turkish, amount, status, then the rest', () => {
    const list = showOn(390);
    expect(list.getAttribute('data-layout')).toBe('cards');
    expect(list.querySelector('table')).toBeNull();
    const card = within(list).getByTestId('history-row');
    expect(card.textContent).toMatch(/07\.12\.2026 \d{2}:\d{2}/);
    expect(within(card).getByTestId('history-amount').textContent).toMatch(/-.*250,00/);
    expect(within(card).getByText('Yeni')).toBeTruthy();
    // The other columns stay readable as labelled lines.
    expect(within(card).getByText('Önceki bakiye')).toBeTruthy();
    expect(within(card).getByText('REF-0000041-LONG-REFERENCE')).toBeTruthy();
  });

  it('is a table with its column headings on a desktop', () => {
    const table = showOn(1440);
    expect(table.tagName).toBe('TABLE');
    expect(table.getAttribute('data-layout')).toBe('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    expect(within(table).getByTestId('history-row').tagName).toBe('TR');
  });
});
