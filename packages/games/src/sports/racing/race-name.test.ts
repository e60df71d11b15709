import { describe, expect, it } from 'vitest';
import { raceName, raceNumberText, runnerSelectionText } from './race-name.ts';

describe('race names', () => {
  it('names a race by venue and number in Turkish and English', () => {
    expect(raceName('Lale Park Hipodromu', 12, 'tr')).toBe('Lale Park Hipodromu - 12. Koşu');
    expect(raceName('Lale Park Racecourse', 12, 'en')).toBe('Lale Park Racecourse - Race 12');
    expect(raceNumberText(3, 'tr')).toBe('3. Koşu');
  });

  it('labels a selection by runner number and name', () => {
    const names = ['Kara Şimşek', 'Boz Rüzgar', 'Altın Nal'];
    expect(runnerSelectionText('1', names)).toBe('1 · Kara Şimşek');
    expect(runnerSelectionText('3-1', names)).toBe('3-1 · Altın Nal, Kara Şimşek');
    expect(runnerSelectionText('3-1-2', names)).toBe('3-1-2 · Altın Nal, Kara Şimşek, Boz Rüzgar');
    expect(runnerSelectionText('4', names)).toBe('4');
  });
});
