/** Colours per theme: [background from, background to, accent, glyph]. */
export type Palette = readonly [string, string, string, string];

export const THEME_PALETTES: Record<string, readonly Palette[]> = {
  anatolian: [
    ['#7a1f2b', '#3d0b14', '#e0a526', '#f5e6c8'],
    ['#8c3b1e', '#40150a', '#2f8f83', '#f7d9a8'],
  ],
  sea: [
    ['#0b4f8a', '#04203d', '#4fd1c5', '#e6fffb'],
    ['#0f766e', '#053b3a', '#f6ad55', '#fefcbf'],
  ],
  fruit: [
    ['#d53f8c', '#6b1340', '#ffd43b', '#fff5f7'],
    ['#f08c00', '#7a3200', '#51cf66', '#fff9db'],
  ],
  gems: [
    ['#2b2d6e', '#0d0e2b', '#63e6be', '#e3fafc'],
    ['#5f1f7a', '#220a2e', '#ff6b9a', '#fbe8ff'],
  ],
  myths: [
    ['#3b2a6b', '#120b26', '#f59f00', '#fff3bf'],
    ['#7c2d12', '#2b0d04', '#fcc419', '#fff4e6'],
  ],
  istanbul: [
    ['#1c3f6e', '#0a1a30', '#e8590c', '#ffe8cc'],
    ['#5a2a82', '#1f0d33', '#f783ac', '#fff0f6'],
  ],
  desert: [
    ['#c2410c', '#5c1d05', '#fde68a', '#fffbeb'],
    ['#b7791f', '#4a2f0a', '#2c7a7b', '#fefcbf'],
  ],
  space: [
    ['#1e1b4b', '#05040f', '#a78bfa', '#ede9fe'],
    ['#0c4a6e', '#020c16', '#f472b6', '#fdf2f8'],
  ],
  forest: [
    ['#166534', '#052e16', '#facc15', '#f0fdf4'],
    ['#3f6212', '#1a2e05', '#fb923c', '#fefce8'],
  ],
  winter: [
    ['#1e40af', '#0b1a4a', '#bae6fd', '#f0f9ff'],
    ['#334155', '#0f172a', '#7dd3fc', '#f8fafc'],
  ],
};

/** Table felt per live table type: [felt from, felt to, rim, glyph]. */
export const TABLE_PALETTES: Record<string, readonly Palette[]> = {
  roulette: [
    ['#166534', '#052e16', '#b45309', '#fef3c7'],
    ['#7f1d1d', '#2b0909', '#d4a017', '#fff7e6'],
  ],
  blackjack: [
    ['#14532d', '#03160b', '#ca8a04', '#f7fee7'],
    ['#1e3a8a', '#0a143a', '#e5c07b', '#eff6ff'],
  ],
  baccarat: [
    ['#7f1d1d', '#300808', '#f4c430', '#fff1f2'],
    ['#312e81', '#110f33', '#e5c07b', '#eef2ff'],
  ],
  'game-show': [
    ['#6d28d9', '#22084d', '#fde047', '#faf5ff'],
    ['#be185d', '#3d0620', '#67e8f9', '#fdf2f8'],
  ],
  poker: [
    ['#065f46', '#012117', '#fbbf24', '#ecfdf5'],
    ['#1f2937', '#030712', '#f87171', '#f9fafb'],
  ],
};
