import type { VideoPokerHand } from '@lale/contract/studio/video-poker';

const tr = {
  title: 'Video Poker',
  deal: 'Dağıt',
  draw: 'Kart Değiştir',
  working: 'Bekleyin…',
  hold: 'TUT',
  held: 'Tutuldu',
  holdLabel: (card: string, held: boolean) => `${card}${held ? ', tutuldu' : ''}`,
  coins: 'Jeton',
  coinsCount: (n: number) => `${n} jeton`,
  coinValue: 'Jeton değeri',
  stake: (amount: string) => `Bahis ${amount}`,
  hint: 'Tutmak istediğiniz kartlara dokunun (klavyede 1–5), sonra Kart Değiştir (boşluk).',
  dealHint: 'Jeton sayısını ve değerini seçip Dağıt’a basın (boşluk).',
  won: (hand: string, amount: string) => `${hand}: ${amount} kazandınız`,
  noWin: 'Bu el kazandırmadı.',
  dealtHand: (hand: string) => `Elinizde: ${hand}`,
  resumed: 'Yarım kalan eliniz kaldığı yerden sürüyor.',
  outOfLimits: 'Bu bahis oyunun sınırları dışında.',
  hands: {
    royalFlush: 'Royal Flush',
    straightFlush: 'Sıralı Renk',
    fourOfAKind: 'Kare',
    fullHouse: 'Full House',
    flush: 'Renk',
    straight: 'Kent',
    threeOfAKind: 'Üçlü',
    twoPair: 'İki Çift',
    jacksOrBetter: 'Vale veya Üstü Çift',
    nothing: 'Kazanç yok',
  } satisfies Record<VideoPokerHand, string> as Record<VideoPokerHand, string>,
  ranks: { A: 'As', J: 'Vale', Q: 'Kız', K: 'Papaz' } as Record<string, string>,
  suits: { spades: 'maça', hearts: 'kupa', diamonds: 'karo', clubs: 'sinek' } as Record<
    string,
    string
  >,
  rules: [
    'Jacks or Better: tek deste, her el için yeniden karılır.',
    'Beş kart dağıtılır; tutmak istediklerinizi seçin, diğerleri aynı desteden değişir.',
    'En az bir vale çifti kazandırır. Ödemeler jeton başınadır; Royal Flush 5 jetonla 4.000 öder.',
    'Kartlar turun tohumlarından önceden belirlenir; doğrulama sayfası desteyi yeniden hesaplar.',
  ],
  rtpNote: 'en iyi tutma stratejisiyle, 5 jetonla, tam hesaplanmış',
  verifyDealt: 'Dağıtılan beş kart',
  verifyDrawOrder:
    'Değiştirilen kartların yerine soldan sağa sırayla gelen kartlar (destenin 6.–10. kartları)',
};

export type VideoPokerDictionary = typeof tr;

const en: VideoPokerDictionary = {
  title: 'Video Poker',
  deal: 'Deal',
  draw: 'Draw',
  working: 'Please wait…',
  hold: 'HOLD',
  held: 'Held',
  holdLabel: (card, held) => `${card}${held ? ', held' : ''}`,
  coins: 'Coins',
  coinsCount: (n) => `${n} coin${n === 1 ? '' : 's'}`,
  coinValue: 'Coin value',
  stake: (amount) => `Bet ${amount}`,
  hint: 'Tap the cards you want to keep (keys 1–5), then Draw (space).',
  dealHint: 'Choose the coins and their value, then Deal (space).',
  won: (hand, amount) => `${hand}: you win ${amount}`,
  noWin: 'No win this hand.',
  dealtHand: (hand) => `You hold: ${hand}`,
  resumed: 'Your unfinished hand continues where it stopped.',
  outOfLimits: "This bet is outside the game's limits.",
  hands: {
    royalFlush: 'Royal Flush',
    straightFlush: 'Straight Flush',
    fourOfAKind: 'Four of a Kind',
    fullHouse: 'Full House',
    flush: 'Flush',
    straight: 'Straight',
    threeOfAKind: 'Three of a Kind',
    twoPair: 'Two Pair',
    jacksOrBetter: 'Jacks or Better',
    nothing: 'No win',
  },
  ranks: { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' },
  suits: { spades: 'spades', hearts: 'hearts', diamonds: 'diamonds', clubs: 'clubs' },
  rules: [
    'Jacks or Better: one deck, shuffled for every hand.',
    'Five cards are dealt; pick the ones to keep, the others are replaced from the same deck.',
    'A pair of jacks or better wins. Pays are per coin; a royal flush with 5 coins pays 4,000.',
    "The cards are fixed by the round's seeds; the verify page recomputes the deck.",
  ],
  rtpNote: 'with the optimal holding strategy at 5 coins, computed exactly',
  verifyDealt: 'The five cards dealt',
  verifyDrawOrder:
    'The cards that replace those not held, left to right, in order (cards 6–10 of the deck)',
};

export const videoPokerText = { tr, en };
