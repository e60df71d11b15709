/** The effects the games play, each synthesised from a few oscillators and noise bursts. */
export type SoundName = 'spin' | 'reelStop' | 'win' | 'bigWin' | 'cardDeal' | 'chip' | 'click';

export interface ToneLayer {
  kind: 'tone';
  wave: OscillatorType;
  /** Seconds after the sound starts. */
  at: number;
  duration: number;
  frequency: number;
  /** Where the pitch glides to by the end, when it glides. */
  frequencyEnd?: number;
  gain: number;
}

export interface NoiseLayer {
  kind: 'noise';
  at: number;
  duration: number;
  filter: BiquadFilterType;
  frequency: number;
  frequencyEnd?: number;
  gain: number;
}

export type SoundLayer = ToneLayer | NoiseLayer;

const note = (at: number, frequency: number, duration = 0.12, gain = 0.22): ToneLayer => ({
  kind: 'tone',
  wave: 'triangle',
  at,
  duration,
  frequency,
  gain,
});

// C major arpeggios: bright and short for a win, two octaves and a shimmer for a big one.
const winNotes = [523.25, 659.25, 783.99, 1046.5];
const bigWinNotes = [392, 523.25, 659.25, 783.99, 1046.5, 1318.5, 1568, 2093];

export const RECIPES: Record<SoundName, readonly SoundLayer[]> = {
  spin: [
    {
      kind: 'noise',
      at: 0,
      duration: 0.28,
      filter: 'bandpass',
      frequency: 400,
      frequencyEnd: 1800,
      gain: 0.18,
    },
    {
      kind: 'tone',
      wave: 'sawtooth',
      at: 0,
      duration: 0.22,
      frequency: 180,
      frequencyEnd: 360,
      gain: 0.05,
    },
  ],
  reelStop: [
    {
      kind: 'tone',
      wave: 'sine',
      at: 0,
      duration: 0.1,
      frequency: 150,
      frequencyEnd: 60,
      gain: 0.4,
    },
    { kind: 'noise', at: 0, duration: 0.03, filter: 'highpass', frequency: 2500, gain: 0.12 },
  ],
  win: winNotes.map((frequency, index) => note(index * 0.08, frequency)),
  bigWin: [
    ...bigWinNotes.map((frequency, index) => note(index * 0.07, frequency, 0.16, 0.2)),
    {
      kind: 'tone',
      wave: 'sine',
      at: 0.56,
      duration: 0.6,
      frequency: 2093,
      frequencyEnd: 2637,
      gain: 0.08,
    },
    { kind: 'noise', at: 0.5, duration: 0.5, filter: 'highpass', frequency: 6000, gain: 0.05 },
  ],
  cardDeal: [
    {
      kind: 'noise',
      at: 0,
      duration: 0.07,
      filter: 'highpass',
      frequency: 1800,
      frequencyEnd: 4000,
      gain: 0.25,
    },
  ],
  chip: [
    { kind: 'tone', wave: 'sine', at: 0, duration: 0.045, frequency: 2600, gain: 0.2 },
    { kind: 'tone', wave: 'sine', at: 0.035, duration: 0.05, frequency: 3300, gain: 0.14 },
    { kind: 'noise', at: 0, duration: 0.02, filter: 'highpass', frequency: 5000, gain: 0.08 },
  ],
  click: [{ kind: 'tone', wave: 'square', at: 0, duration: 0.03, frequency: 1000, gain: 0.06 }],
};

/** How long a sound lasts, so nodes can be stopped and collected when it ends. */
export function soundLength(name: SoundName): number {
  return Math.max(...RECIPES[name].map((layer) => layer.at + layer.duration));
}
