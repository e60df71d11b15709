/** A chip's face: the lira amount, short ('2,5', '10', '1K', '2,5K') so it fits on a chip. */
export function chipFace(kurus: number, lang: 'tr' | 'en'): string {
  const lira = kurus / 100;
  const format = (value: number) =>
    new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 1 }).format(
      value,
    );
  if (lira >= 1_000_000) return `${format(lira / 1_000_000)}M`;
  if (lira >= 1_000) return `${format(lira / 1_000)}K`;
  return format(lira);
}

const TONES = ['slate', 'red', 'blue', 'green', 'black', 'purple', 'orange', 'gold'] as const;
export type ChipTone = (typeof TONES)[number];

/** Each rack position its own colour, as on a casino's chips. */
export function chipTone(value: number, rack: readonly number[]): ChipTone {
  const index = rack.indexOf(value);
  if (index >= 0) return TONES[index % TONES.length] as ChipTone;
  let tone: ChipTone = 'slate';
  rack.forEach((chip, i) => {
    if (chip <= value) tone = TONES[i % TONES.length] as ChipTone;
  });
  return tone;
}
