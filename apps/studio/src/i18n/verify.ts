const tr = {
  title: 'Oyun turunu doğrula',
  intro:
    'Bir turu, açıklanan sunucu tohumu, istemci tohumu ve nonce ile tarayıcınızda yeniden hesaplayın. Sonuç, sunucunun oynattığı turla aynı olmalıdır.',
  engine: 'Oyun',
  engines: {
    slot: 'Slot',
    roulette: 'Rulet',
    blackjack: 'Blackjack',
    baccarat: 'Bakara (canlı masa)',
    'money-wheel': 'Para çarkı (canlı masa)',
    'casino-holdem': "Casino Hold'em (canlı masa)",
    'video-poker': 'Video poker',
    dice: 'Zar Odası',
  } as Record<string, string>,
  model: 'Slot modeli',
  stake: 'Bahis (kuruş)',
  serverSeed: 'Sunucu tohumu (açıklanan)',
  serverSeedHash: 'Oyundan önce gösterilen özet (SHA-256)',
  clientSeed: 'İstemci tohumu',
  nonce: 'Nonce',
  verify: 'Doğrula',
  outcome: 'Sonuç',
  hashMatches: 'SHA-256(sunucu tohumu) gösterilen özetle eşleşiyor.',
  hashDiffers: 'SHA-256(sunucu tohumu) gösterilen özetle EŞLEŞMİYOR.',
  computedHash: 'Hesaplanan özet',
  pocket: (n: number, color: string) => `Kazanan cep: ${n} (${color})`,
  colors: { red: 'kırmızı', black: 'siyah', green: 'yeşil' } as Record<string, string>,
  slotTotal: (amount: string) => `Turun toplam kazancı: ${amount}`,
  freeSpins: (count: number) => `Bedava çevirmeler: ${count}`,
  jackpot: (tier: string) => `Jackpot: ${tier}`,
  noJackpot: 'Jackpot yok',
  firstCards:
    'Destenin ilk kartları (sırasıyla: oyuncu, krupiye, oyuncu, krupiye kapalı kart, sonra oyunun gerektirdiği sırada)',
  invalid:
    'Girdiler geçersiz: sunucu tohumunu, istemci tohumunu ve 0 veya daha büyük bir nonce girin.',
  liveSeeds:
    'Canlı masada istemci tohumu masanındır (table-<masa no>), nonce turun numarasıdır; çekiliş o turdaki bütün oyuncular için aynıdır.',
  pairs: 'Çiftler',
  noPairs: 'Çift yok',
  wheelStops: 'Çarkın durduğu dilimler, sırasıyla',
  holdemCards: 'Kartlar',
  diceSeeds:
    'Zar Odasında istemci tohumu odanındır (dice), nonce turun numarasıdır; zarlar o turdaki bütün oyuncular için aynıdır.',
  diceTotal: (total: number) => `Toplam: ${total}`,
  dicePick: (pick: string, amount: string) => `Bahsiniz (${pick}) bu zarlarla ${amount} öder.`,
  dicePickLost: (pick: string) => `Bahsiniz (${pick}) bu zarlarla kaybeder.`,
};

export type VerifyDictionary = typeof tr;

const en: VerifyDictionary = {
  title: 'Verify a game round',
  intro:
    'Recompute a round in your browser from the revealed server seed, the client seed and the nonce. The result must match the round the server played.',
  engine: 'Game',
  engines: {
    slot: 'Slot',
    roulette: 'Roulette',
    blackjack: 'Blackjack',
    baccarat: 'Baccarat (live table)',
    'money-wheel': 'Money wheel (live table)',
    'casino-holdem': "Casino hold'em (live table)",
    'video-poker': 'Video poker',
    dice: 'Dice Room',
  },
  model: 'Slot model',
  stake: 'Stake (kuruş)',
  serverSeed: 'Server seed (revealed)',
  serverSeedHash: 'Hash shown before play (SHA-256)',
  clientSeed: 'Client seed',
  nonce: 'Nonce',
  verify: 'Verify',
  outcome: 'Outcome',
  hashMatches: 'SHA-256(server seed) matches the hash shown.',
  hashDiffers: 'SHA-256(server seed) does NOT match the hash shown.',
  computedHash: 'Computed hash',
  pocket: (n, color) => `Winning pocket: ${n} (${color})`,
  colors: { red: 'red', black: 'black', green: 'green' },
  slotTotal: (amount) => `Round total win: ${amount}`,
  freeSpins: (count) => `Free spins: ${count}`,
  jackpot: (tier) => `Jackpot: ${tier}`,
  noJackpot: 'No jackpot',
  firstCards:
    'First cards of the shoe (in order: player, dealer, player, dealer hole card, then as play needs them)',
  invalid:
    'The inputs are not valid: enter the server seed, the client seed and a nonce of 0 or more.',
  liveSeeds:
    "At a live table the client seed is the table's (table-<table id>) and the nonce is the round number; the draw is the same for every player of the round.",
  pairs: 'Pairs',
  noPairs: 'No pair',
  wheelStops: 'Segments the wheel stopped on, in order',
  holdemCards: 'Cards',
  diceSeeds:
    "In the dice room the client seed is the room's (dice) and the nonce is the round number; the dice are the same for every player of the round.",
  diceTotal: (total) => `Total: ${total}`,
  dicePick: (pick, amount) => `Your bet (${pick}) pays ${amount} on these dice.`,
  dicePickLost: (pick) => `Your bet (${pick}) loses on these dice.`,
};

export const verifyText = { tr, en };
