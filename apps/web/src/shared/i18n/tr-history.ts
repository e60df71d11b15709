/** Turkish texts of the account histories (/profile → Hesap geçmişi). */
export const trHistory = {
  history: {
    kinds: {
      recent: 'Son 7 gün',
      finance: 'Finans geçmişi',
      game: 'Oyun geçmişi',
      bonus: 'Bonus geçmişi',
    },
    period: 'Dönem',
    presets: {
      'all-times': 'Tüm zamanlar',
      'last-2-year': 'Son 2 yıl',
      'last-12-month': 'Son 12 ay',
      'last-180-day': 'Son 180 gün',
      'last-90-day': 'Son 90 gün',
      'last-month': 'Geçen ay',
      'this-month': 'Bu ay',
      'last-30-day': 'Son 30 gün',
      'last-7-day': 'Son 7 gün',
      yesterday: 'Dün',
      today: 'Bugün',
    },
    columns: {
      date: 'Tarih',
      method: 'Yöntem',
      movement: 'Hareket türü',
      operation: 'İşlem',
      amount: 'Tutar',
      previousBalance: 'Önceki bakiye',
      lastBalance: 'Son bakiye',
      reference: 'Referans kodu',
      status: 'Durum',
      notes: 'Notlar',
    },
    loadMore: 'Daha fazla göster',
    shown: '{{shown}} / {{total}} kayıt',
  },
};
