import type { ReportName } from '@lale/contract/backoffice-reports';
import type { Lang } from '@lale/contract/languages';

type Words = Record<Lang, string>;

export interface CsvColumn {
  field: string;
  title: Words;
  /** Kuruş, written as lira with two decimals. */
  money?: boolean;
  /** Codes written in the operator's words (product, kind, status). */
  words?: Record<string, Words>;
}

const PRODUCTS: Record<string, Words> = {
  casino: { tr: 'Casino', en: 'Casino' },
  live: { tr: 'Canlı Casino', en: 'Live casino' },
  sports: { tr: 'Spor Bahisleri', en: 'Sports' },
  virtuals: { tr: 'Sanal Sporlar', en: 'Virtual sports' },
};

const money = (field: string, tr: string, en: string): CsvColumn => ({
  field,
  title: { tr, en },
  money: true,
});
const count = (field: string, tr: string, en: string): CsvColumn => ({ field, title: { tr, en } });

/** The columns of each report's CSV, in order, with Turkish and English headers. */
export const CSV_COLUMNS: Record<ReportName, CsvColumn[]> = {
  revenue: [
    { field: 'label', title: { tr: 'Grup', en: 'Group' } },
    { field: 'product', title: { tr: 'Ürün', en: 'Product' }, words: PRODUCTS },
    count('bets', 'Bahis sayısı', 'Bets'),
    money('stakes', 'Bahis (TL)', 'Stakes (TRY)'),
    money('wins', 'Kazanç (TL)', 'Wins (TRY)'),
    money('ggr', 'GGR (TL)', 'GGR (TRY)'),
    money('jackpotCost', 'Jackpot payı (TL)', 'Jackpot cost (TRY)'),
    money('bonusCost', 'Bonus maliyeti (TL)', 'Bonus cost (TRY)'),
    money('prizeCost', 'Ödenen ödüller (TL)', 'Prizes paid (TRY)'),
    money('ngr', 'NGR (TL)', 'NGR (TRY)'),
  ],
  payments: [
    {
      field: 'kind',
      title: { tr: 'Tür', en: 'Kind' },
      words: {
        deposit: { tr: 'Yatırım', en: 'Deposit' },
        withdrawal: { tr: 'Çekim', en: 'Withdrawal' },
      },
    },
    { field: 'method', title: { tr: 'Yöntem', en: 'Method' } },
    {
      field: 'status',
      title: { tr: 'Durum', en: 'Status' },
      words: {
        new: { tr: 'Bekliyor', en: 'Pending' },
        confirmed: { tr: 'Onaylandı', en: 'Confirmed' },
        canceled: { tr: 'Reddedildi', en: 'Rejected' },
      },
    },
    count('requests', 'Talep sayısı', 'Requests'),
    money('amount', 'Tutar (TL)', 'Amount (TRY)'),
  ],
  players: [
    count('day', 'Gün', 'Day'),
    count('registered', 'Yeni kayıt', 'Registered'),
    count('active', 'Aktif (bahis yapan)', 'Active (placed a bet)'),
    count('depositing', 'Yatırım yapan', 'Depositing'),
  ],
  bonus: [
    count('day', 'Gün', 'Day'),
    money('granted', 'Verilen (TL)', 'Granted (TRY)'),
    money('converted', 'Nakde çevrilen (TL)', 'Converted (TRY)'),
    money('forfeited', 'Yanan (TL)', 'Forfeited (TRY)'),
    money('expired', 'Süresi dolan (TL)', 'Expired (TRY)'),
    money(
      'cost',
      'Maliyet: verilen − yanan − süresi dolan (TL)',
      'Cost: granted − forfeited − expired (TRY)',
    ),
    money('tournamentPrizes', 'Turnuva ödülleri (TL)', 'Tournament prizes (TRY)'),
    money('lotteryPrizes', 'Çekiliş ödülleri (TL)', 'Lottery prizes (TRY)'),
  ],
  ledger: [
    count('day', 'Gün', 'Day'),
    count('kind', 'Hareket türü', 'Transfer kind'),
    count('transfers', 'Hareket sayısı', 'Transfers'),
    money('amount', 'Tutar (TL)', 'Amount (TRY)'),
  ],
};
