/** Turkish texts of responsible gaming: /profile's limits and breaks, the reality check, the clock. */
export const trResponsibleGaming = {
  rg: {
    tab: 'Sorumlu Oyun',
    intro:
      'Oyun bir eğlence olarak kalmalı. Ne kadar yatırdığınızı, kaybettiğinizi, bahse yatırdığınızı ve ne kadar süre oynadığınızı sınırlayın; gerekirse mola verin.',
    kinds: {
      deposit: 'Yatırım limiti',
      loss: 'Kayıp limiti',
      wager: 'Bahis limiti',
      session: 'Oturum süresi limiti',
    },
    kindHints: {
      deposit: 'Bir dönemde hesabınıza yatırabileceğiniz en yüksek tutar.',
      loss: 'Bir dönemde kaybedebileceğiniz en yüksek tutar (bahisler eksi kazançlar).',
      wager: 'Bir dönemde bahse yatırabileceğiniz en yüksek tutar.',
      session: 'Tek bir oturumda oynayabileceğiniz süre; dolduğunda oturumunuz kapanır.',
    },
    periods: { day: 'Günlük', week: 'Haftalık', month: 'Aylık', session: 'Oturum başına' },
    noLimit: 'Limit yok',
    used: '{{used}} / {{amount}} kullanıldı',
    usedLabel: '{{period}} {{kind}}: kullanım',
    resetsAt: '{{when}} tarihinde yenilenir',
    setLimit: 'Limit belirle',
    change: 'Değiştir',
    remove: 'Kaldır',
    save: 'Kaydet',
    cancel: 'Vazgeç',
    amountLira: 'Tutar (TL)',
    amountMinutes: 'Süre (dakika)',
    amountInvalid: '{{min}} ile {{max}} arasında bir değer girin',
    minutes: '{{count}} dakika',
    pendingRaise: 'Bekleyen değişiklik: {{amount}}',
    pendingRemoval: 'Bekleyen değişiklik: limitin kaldırılması',
    pendingWait:
      '24 saat sonra onayınızla geçerli olur: {{when}} tarihinden itibaren onaylayabilirsiniz.',
    pendingReady: 'Bekleme süresi doldu; değişikliği şimdi onaylayabilirsiniz.',
    confirmChange: 'Değişikliği onayla',
    cancelChange: 'Değişikliği iptal et',
    realityTitle: 'Hatırlatma aralığı',
    realityBody:
      'Seçtiğiniz aralıkla oturum sürenizi, bahislerinizi ve net sonucunuzu gösteren bir hatırlatma görürsünüz.',
    realityLabel: 'Hatırlatma sıklığı',
    realityOff: 'Kapalı',
    realityEvery: 'Her {{count}} dakikada bir',
    breakTitle: 'Mola ve kendini oyundan uzaklaştırma',
    breakBody:
      'Mola ya da uzaklaştırma hemen başlar, tüm oturumlarınızı kapatır ve süresi dolana kadar giriş yapamazsınız. Kısaltılamaz ve erken kaldırılamaz. Türü ve süreyi seçin; onaylamadan önce ne anlama geldiğini açıkça görürsünüz.',
    breakKind: 'Tür',
    timeout: 'Mola (24 saat – 6 hafta)',
    selfExclusion: 'Kendini oyundan uzaklaştırma',
    duration: 'Süre',
    durations: {
      '24h': '24 saat',
      '48h': '48 saat',
      '7d': '1 hafta',
      '14d': '2 hafta',
      '30d': '30 gün',
      '42d': '6 hafta',
      '6m': '6 ay',
      '1y': '1 yıl',
      '5y': '5 yıl',
      permanent: 'Süresiz',
    },
    breakContinue: 'Devam et',
    notice: {
      titleTimeout: '{{duration}} süreyle mola vermek üzeresiniz',
      titleExclusion: '{{duration}} süreyle kendinizi oyundan uzaklaştırmak üzeresiniz',
      titlePermanent: 'Kendinizi süresiz olarak oyundan uzaklaştırmak üzeresiniz',
      until:
        'Hemen başlar ve {{when}} tarihinde (Türkiye saati) biter; sonra yeniden giriş yapabilirsiniz.',
      forGood: 'Hemen başlar ve hiç bitmez.',
      cannot:
        'Bu süre boyunca giriş yapamaz, oyun oynayamaz, bahis yapamaz ve para yatıramazsınız. Tüm cihazlarınızda hemen çıkış yapılır.',
      cannotEver:
        'Bir daha giriş yapamaz, oyun oynayamaz, bahis yapamaz ve para yatıramazsınız. Tüm cihazlarınızda hemen çıkış yapılır.',
      balance:
        'Bakiyeniz hesabınızda kalır, hiçbir şey silinmez. Ancak giriş yapamayacağınız için bu sürede para çekemezsiniz: paranızı şimdi almak istiyorsanız önce çekim talebi verin. Verilmiş çekim talepleriniz her zamanki gibi işlenir.',
      balancePermanent:
        'Bakiyeniz hesabınızda kalır, ancak giriş yapamayacağınız için onu bir daha çekemezsiniz: paranızı almak istiyorsanız önce çekim talebi verin. Verilmiş çekim talepleriniz her zamanki gibi işlenir.',
      openBets:
        'Sonuçlanmamış bahisleriniz (spor kuponları, süren oyun turları) kurallarına göre sonuçlanır ve kazançlar bakiyenize eklenir; ama artık onlar üzerinde işlem yapamazsınız (ör. erken çekilme).',
      noBonus:
        'Bu sürede bonus ve pazarlama mesajı almazsınız; e-posta ve SMS izinleriniz kapatılır.',
      noNewAccount: 'Aynı e-posta adresi veya T.C. kimlik numarasıyla yeni hesap da açılamaz.',
      noUndo:
        'Erken bitirilemez, kısaltılamaz, geri alınamaz: ne siz ne de destek ekibimiz kaldırabilir.',
      support: 'Sorularınız için canlı destek, giriş yapmadan da her sayfada size açıktır.',
      openSupport: 'Canlı desteğe yazın',
    },
    confirmTimeout: 'Molayı başlat ({{duration}})',
    confirmExclusion: 'Kendimi uzaklaştır ({{duration}})',
    confirmPermanent: 'Kendimi süresiz uzaklaştır',
    back: 'Geri',
    sessionClockLabel: 'Oturum süresi: {{time}}',
    realityCheckTitle: 'Oyun hatırlatması',
    realityCheckBody: 'Bir süredir oynuyorsunuz. Bu oturumun özeti:',
    sessionTime: 'Oturum süresi',
    wagered: 'Bahis',
    netResult: 'Net sonuç',
    continue: 'Devam et',
    seeHistory: 'Geçmişi gör',
    logOut: 'Çıkış yap',
    offerTitle: 'Limitlerinizi şimdi belirleyin',
    offerBody:
      'İsterseniz yatırım limitlerinizi şimdi seçin (isteğe bağlı); hesabınızla birlikte hemen geçerli olur. Daha sonra Profil › Sorumlu Oyun bölümünden değiştirebilirsiniz.',
  },
};
