import type { StakeRulesReply } from '@lale/contract/studio/stake-rules';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { stakeNotes } from './stake-notes.ts';

const tournament = { id: 7, title: 'Haftalık Slot Turnuvası', minStake: 100 };
const welcome = { name: '%50 Hoş Geldin Bonusu', contribution: 100, maxBet: 10_000 };
const rules = (bonus: StakeRulesReply['bonus'] = null): StakeRulesReply => ({
  tournaments: [tournament],
  bonus,
});
const texts = (stake: number, given: StakeRulesReply, lang: 'tr' | 'en' = 'tr') =>
  stakeNotes(given, stake, lang).map((note) => note.text);
// The amounts as the page shows them (the runtime's ICU decides ₺1,00 or TRY 1.00).
const tl = (kurus: number, lang: 'tr' | 'en' = 'tr') => formatMoney(kurus, lang);

describe('notes beside the stake, before the round', () => {
  it('tells a stake below a joined tournament’s minimum, in tr and en', () => {
    expect(texts(50, rules())).toEqual([
      `Bu tur “Haftalık Slot Turnuvası” turnuvasına sayılmaz: en az bahis ${tl(100)}.`,
    ]);
    expect(texts(50, rules(), 'en')).toEqual([
      `This round will not count for “Haftalık Slot Turnuvası”: the minimum stake is ${tl(100, 'en')}.`,
    ]);
    expect(texts(100, rules())).toEqual([]);
  });

  it('tells a bet that will not count toward the wagering bonus, or will be refused', () => {
    expect(texts(100, rules({ ...welcome, contribution: 0 }))).toEqual([
      'Bu oyundaki bahisler “%50 Hoş Geldin Bonusu” çevrimine sayılmaz (%0).',
    ]);
    expect(texts(100, rules({ ...welcome, contribution: 10 }), 'en')).toEqual([
      'Only 10% of a stake in this game counts toward “%50 Hoş Geldin Bonusu” wagering.',
    ]);
    expect(texts(20_000, rules(welcome), 'en')).toEqual([
      `This bet is refused while “%50 Hoş Geldin Bonusu” is being wagered: the maximum is ${tl(10_000, 'en')}.`,
    ]);
    expect(texts(20_000, rules(welcome))).toEqual([
      `“%50 Hoş Geldin Bonusu” çevrimi sürerken bu bahis kabul edilmez: en çok ${tl(10_000)}.`,
    ]);
    expect(texts(100, rules(welcome))).toEqual([]);
    expect(stakeNotes(null, 1, 'tr')).toEqual([]);
  });
});
