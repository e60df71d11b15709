/**
 * The symbols drawn in SVG, once per page as a sprite that every cell reuses with <use>: gems
 * for the low pays, Istanbul icons for the lines games, sweets for Lokum Pays; each game's
 * symbol set (symbol-sets.ts) gives them their plate and the gems their cuts.
 */
import type { Ref } from 'react';
import { symbolSetOf, type SymbolSet } from './symbol-sets.ts';

const gem = (
  id: string,
  light: string,
  mid: string,
  dark: string,
  points: string,
  facets: string,
) => (
  <symbol id={`slot-sym-${id}`} viewBox="0 0 100 100" key={id}>
    <defs>
      <linearGradient id={`g-${id}`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={light} />
        <stop offset="0.55" stopColor={mid} />
        <stop offset="1" stopColor={dark} />
      </linearGradient>
    </defs>
    <polygon points={points} fill={`url(#g-${id})`} stroke={dark} strokeWidth="2" />
    <path d={facets} fill="none" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="1.6" />
    <ellipse
      cx="36"
      cy="32"
      rx="9"
      ry="4"
      fill="#fff"
      opacity="0.6"
      transform="rotate(-30 36 32)"
    />
  </symbol>
);

const lokum = (id: string, top: string, side: string, edge: string) => (
  <symbol id={`slot-sym-${id}`} viewBox="0 0 100 100" key={id}>
    <polygon points="20,38 50,24 80,38 50,52" fill={top} />
    <polygon points="20,38 50,52 50,84 20,70" fill={side} />
    <polygon points="80,38 50,52 50,84 80,70" fill={edge} />
    {[
      [34, 36],
      [50, 31],
      [62, 40],
      [45, 44],
      [28, 55],
      [38, 66],
      [62, 62],
      [70, 52],
    ].map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#fff" opacity="0.85" />
    ))}
  </symbol>
);

const tulip = (id: string, petal: string, petalDark: string, halo: boolean) => (
  <symbol id={`slot-sym-${id}`} viewBox="0 0 100 100" key={id}>
    {halo && <circle cx="50" cy="46" r="44" fill="#ffd54a" opacity="0.35" />}
    {halo && <circle cx="50" cy="46" r="44" fill="none" stroke="#ffd54a" strokeWidth="3" />}
    <path d="M50 90 C48 74 49 62 50 52" stroke="#2f9e44" strokeWidth="5" fill="none" />
    <path d="M50 84 C36 76 28 64 30 52 C40 58 47 68 50 78Z" fill="#40c057" />
    <path d="M50 80 C62 72 70 62 70 52 C60 58 53 66 50 74Z" fill="#2f9e44" />
    <path d="M30 22 C30 44 36 56 50 56 C64 56 70 44 70 22 L60 32 L50 14 L40 32Z" fill={petal} />
    <path d="M50 14 L40 32 C42 46 46 54 50 56 C54 54 58 46 60 32Z" fill={petalDark} />
    <path
      d="M36 28 C36 40 40 48 46 52"
      stroke="#fff"
      strokeOpacity="0.45"
      strokeWidth="2.5"
      fill="none"
    />
  </symbol>
);

/** The low pays: gems named by their colour, each in the cut its game's set gives it. */
const GEMS = [
  { id: 'ten', light: '#b2f2bb', mid: '#2fb36b', dark: '#0b5e36' },
  { id: 'jack', light: '#a5d8ff', mid: '#3b82f6', dark: '#1e3a8a' },
  { id: 'queen', light: '#eebefa', mid: '#a855f7', dark: '#581c87' },
  { id: 'king', light: '#ffc9c9', mid: '#e03131', dark: '#7a0e0e' },
  { id: 'ace', light: '#fff3bf', mid: '#f59f00', dark: '#8a4b00' },
];
const GEM_CUT_SHAPES = [
  {
    points: '50,10 86,34 74,86 26,86 14,34',
    facets: 'M50 10 L50 86 M14 34 L86 34 M26 86 L50 34 L74 86',
  },
  {
    points: '30,14 70,14 90,44 50,90 10,44',
    facets: 'M10 44 L90 44 M30 14 L40 44 L50 90 L60 44 L70 14',
  },
  {
    points: '50,88 12,44 28,16 50,28 72,16 88,44',
    facets: 'M50 28 L50 88 M12 44 L88 44 M28 16 L36 44 M72 16 L64 44',
  },
  {
    points: '50,8 90,50 50,92 10,50',
    facets: 'M50 8 L50 92 M10 50 L90 50 M30 29 L70 71 M70 29 L30 71',
  },
  {
    points: '50,8 86,28 86,72 50,92 14,72 14,28',
    facets: 'M50 8 L50 92 M14 28 L86 72 M86 28 L14 72',
  },
];

/** The plate every symbol of a set sits on (none in the plain drawing). */
function plate(set: SymbolSet) {
  const [fill, rim] = set.plateColours;
  const paint = { fill, stroke: rim, strokeWidth: 3, opacity: 0.9 };
  switch (set.plate) {
    case 'disc':
      return <circle cx="50" cy="50" r="46" {...paint} />;
    case 'tile':
      return <rect x="5" y="5" width="90" height="90" rx="16" {...paint} />;
    case 'hexagon':
      return <polygon points="50,3 91,26 91,74 50,97 9,74 9,26" {...paint} />;
    case 'diamond':
      return <polygon points="50,2 98,50 50,98 2,50" {...paint} />;
    case 'none':
      return null;
  }
}

/** The symbols of one game's set, drawn once per page. */
export function SymbolSprite({
  set = symbolSetOf(null),
  spriteRef,
}: {
  set?: SymbolSet;
  /** The turning reels copy their pictures from the sprite (symbol-pictures.ts). */
  spriteRef?: Ref<SVGSVGElement>;
}) {
  return (
    <svg
      ref={spriteRef}
      width="0"
      height="0"
      style={{ position: 'absolute' }}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="g-glow" cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#fff6c2" />
          <stop offset="0.5" stopColor="#ffb830" />
          <stop offset="1" stopColor="#c2410c" />
        </radialGradient>
        <linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset="0.5" stopColor="#f2b84b" />
          <stop offset="1" stopColor="#a86b12" />
        </linearGradient>
        <linearGradient id="g-copper" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffc9a1" />
          <stop offset="0.5" stopColor="#d9774a" />
          <stop offset="1" stopColor="#7c3a1d" />
        </linearGradient>
      </defs>
      <symbol id="slot-plate" viewBox="0 0 100 100">
        {plate(set)}
      </symbol>
      {GEMS.map(({ id, light, mid, dark }, index) => {
        const cut = GEM_CUT_SHAPES[(index + set.cutShift) % GEM_CUT_SHAPES.length]!;
        return gem(id, light, mid, dark, cut.points, cut.facets);
      })}
      <symbol id="slot-sym-lantern" viewBox="0 0 100 100">
        <path d="M50 4 v8" stroke="#a86b12" strokeWidth="3" />
        <path d="M36 24 Q50 8 64 24Z" fill="url(#g-gold)" />
        <rect x="30" y="24" width="40" height="6" rx="2" fill="#a86b12" />
        <path
          d="M32 30 L68 30 L74 64 L26 64Z"
          fill="url(#g-glow)"
          stroke="#a86b12"
          strokeWidth="2.5"
        />
        <path d="M50 30 L50 64 M38 30 L36 64 M62 30 L64 64" stroke="#a86b12" strokeWidth="2" />
        <path d="M26 64 L74 64 L62 78 L38 78Z" fill="url(#g-gold)" />
        <path d="M44 78 L56 78 L50 92Z" fill="#a86b12" />
        <circle cx="50" cy="46" r="7" fill="#fffbe6" opacity="0.8" />
      </symbol>
      <symbol id="slot-sym-teapot" viewBox="0 0 100 100">
        <ellipse cx="50" cy="86" rx="32" ry="6" fill="#000" opacity="0.25" />
        <path d="M22 56 Q22 86 50 86 Q78 86 78 56Z" fill="url(#g-copper)" />
        <path d="M74 62 Q92 56 92 40 L86 42 Q86 54 74 56Z" fill="#7c3a1d" />
        <path d="M26 62 Q10 60 12 44 Q16 58 26 56Z" fill="#7c3a1d" />
        <path d="M34 56 Q34 30 50 30 Q66 30 66 56Z" fill="#e8590c" />
        <path d="M42 34 Q44 24 50 20 Q56 24 58 34Z" fill="#ffd8a8" />
        <circle cx="50" cy="18" r="3.5" fill="url(#g-gold)" />
        <path d="M28 66 Q50 74 72 66" stroke="#ffd8a8" strokeWidth="2.5" fill="none" />
        <ellipse cx="42" cy="42" rx="4" ry="8" fill="#fff" opacity="0.35" />
      </symbol>
      <symbol id="slot-sym-crescent" viewBox="0 0 100 100">
        <path
          d="M58 10 A40 40 0 1 0 58 90 A32 32 0 1 1 58 10Z"
          fill="url(#g-gold)"
          stroke="#a86b12"
          strokeWidth="2"
        />
        <polygon
          points="74,36 77.5,45.5 87.6,45.9 79.7,52.2 82.4,62 74,56.4 65.6,62 68.3,52.2 60.4,45.9 70.5,45.5"
          fill="#fff3bf"
          stroke="#a86b12"
          strokeWidth="1.5"
        />
      </symbol>
      {tulip('tulip', '#ff4d6d', '#c9184a', false)}
      {tulip('scatter-tulip', '#ffb020', '#e8590c', true)}
      <symbol id="slot-sym-wild" viewBox="0 0 100 100">
        <circle cx="50" cy="50" r="44" fill="#1c4fd8" stroke="#0b2a7a" strokeWidth="3" />
        <circle cx="50" cy="50" r="30" fill="#f8fafc" />
        <circle cx="50" cy="50" r="19" fill="#74c0fc" />
        <circle cx="50" cy="50" r="10" fill="#0b1020" />
        <circle cx="44" cy="44" r="4" fill="#fff" opacity="0.9" />
        <path
          d="M18 30 A40 40 0 0 1 40 10"
          stroke="#fff"
          strokeOpacity="0.5"
          strokeWidth="4"
          fill="none"
        />
      </symbol>
      <symbol id="slot-sym-scatter" viewBox="0 0 100 100">
        <rect
          x="4"
          y="4"
          width="92"
          height="92"
          rx="14"
          fill="#3b1c6b"
          stroke="url(#g-gold)"
          strokeWidth="4"
        />
        <path d="M30 62 Q30 36 50 30 Q70 36 70 62Z" fill="url(#g-gold)" />
        <path d="M50 30 L50 20" stroke="#fff1a8" strokeWidth="2.5" />
        <path d="M47 20 A4 4 0 1 0 53 20" fill="none" stroke="#fff1a8" strokeWidth="2" />
        <rect x="14" y="30" width="6" height="44" fill="url(#g-gold)" />
        <path d="M13 30 L17 18 L21 30Z" fill="#fff1a8" />
        <rect x="80" y="30" width="6" height="44" fill="url(#g-gold)" />
        <path d="M79 30 L83 18 L87 30Z" fill="#fff1a8" />
        <path
          d="M22 74 L22 58 Q26 50 30 58 L30 74 M70 74 L70 58 Q74 50 78 58 L78 74"
          fill="url(#g-gold)"
        />
        <rect x="10" y="74" width="80" height="10" rx="2" fill="url(#g-gold)" />
        <path d="M44 74 L44 64 Q50 56 56 64 L56 74Z" fill="#3b1c6b" />
      </symbol>
      {lokum('rose', '#ffc2d9', '#f06595', '#c2255c')}
      {lokum('lemon', '#fff3bf', '#fcc419', '#e67700')}
      {lokum('mint', '#d3f9d8', '#51cf66', '#2b8a3e')}
      <symbol id="slot-sym-pistachio" viewBox="0 0 100 100">
        <ellipse
          cx="50"
          cy="54"
          rx="30"
          ry="36"
          fill="#d8c8a0"
          stroke="#8a6d3b"
          strokeWidth="2.5"
          transform="rotate(-20 50 54)"
        />
        <path d="M36 30 Q50 54 40 86" stroke="#8a6d3b" strokeWidth="2" fill="none" />
        <ellipse cx="56" cy="52" rx="16" ry="24" fill="#82c91e" transform="rotate(-20 56 52)" />
        <ellipse
          cx="52"
          cy="44"
          rx="5"
          ry="9"
          fill="#d8f5a2"
          opacity="0.8"
          transform="rotate(-20 52 44)"
        />
      </symbol>
      <symbol id="slot-sym-tea" viewBox="0 0 100 100">
        <ellipse cx="50" cy="86" rx="34" ry="7" fill="url(#g-gold)" />
        <path
          d="M32 14 L68 14 Q60 34 64 50 Q68 70 58 84 L42 84 Q32 70 36 50 Q40 34 32 14Z"
          fill="#ffffff"
          fillOpacity="0.25"
          stroke="#e7f5ff"
          strokeWidth="2"
        />
        <path
          d="M36 30 L64 30 Q59 40 62 52 Q66 70 57 82 L43 82 Q34 70 38 52 Q41 40 36 30Z"
          fill="#c92a2a"
        />
        <path
          d="M40 36 Q38 54 44 76"
          stroke="#fff"
          strokeOpacity="0.5"
          strokeWidth="3"
          fill="none"
        />
      </symbol>
      <symbol id="slot-sym-coffee" viewBox="0 0 100 100">
        <ellipse cx="50" cy="84" rx="38" ry="8" fill="#e9ecef" stroke="#adb5bd" strokeWidth="1.5" />
        <path
          d="M24 36 L76 36 L70 78 Q50 86 30 78Z"
          fill="#f8f9fa"
          stroke="#ced4da"
          strokeWidth="2"
        />
        <path d="M26 48 L74 48 M28 62 L72 62" stroke="#e03131" strokeWidth="3" />
        <path d="M76 44 Q90 46 86 58 Q82 66 72 64" stroke="#ced4da" strokeWidth="4" fill="none" />
        <ellipse cx="50" cy="36" rx="26" ry="6" fill="#5c3a1e" />
        <ellipse cx="46" cy="35" rx="12" ry="2.5" fill="#c08457" />
        <path
          d="M40 26 Q36 18 42 10 M54 26 Q50 18 56 10"
          stroke="#dee2e6"
          strokeWidth="2.5"
          fill="none"
          opacity="0.7"
        />
      </symbol>
      <symbol id="slot-sym-baklava" viewBox="0 0 100 100">
        <polygon
          points="50,12 90,50 50,88 10,50"
          fill="#e8a33c"
          stroke="#8a4b00"
          strokeWidth="2.5"
        />
        <polygon points="50,22 80,50 50,78 20,50" fill="#f7c873" />
        <path
          d="M22 52 L50 80 L78 52 M26 56 L50 80 L74 56"
          stroke="#c77d1a"
          strokeWidth="2"
          fill="none"
        />
        <circle cx="50" cy="40" r="9" fill="#74b816" />
        <circle cx="46" cy="37" r="3" fill="#c0eb75" />
      </symbol>
      <symbol id="slot-sym-kunefe" viewBox="0 0 100 100">
        <ellipse cx="50" cy="62" rx="42" ry="20" fill="#a9a9b3" />
        <ellipse cx="50" cy="56" rx="36" ry="17" fill="#f08c00" />
        <path d="M16 56 Q50 78 84 56 L84 62 Q50 84 16 62Z" fill="#fff3bf" />
        <ellipse cx="50" cy="54" rx="32" ry="13" fill="#ff922b" />
        {[
          [40, 50],
          [52, 48],
          [60, 55],
          [46, 58],
          [34, 55],
          [64, 50],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="2.6" fill="#82c91e" />
        ))}
      </symbol>
    </svg>
  );
}

/** Which drawing stands for a symbol; in Lokum Pays the scatter is a golden tulip. */
export function artId(symbol: string, modelId: string): string {
  if (symbol === 'scatter' && modelId === 'scatter-pays') return 'scatter-tulip';
  return symbol;
}

export function SymbolIcon({ symbol, modelId }: { symbol: string; modelId: string }) {
  return (
    <svg className="symbol-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <use href="#slot-plate" />
      <use href={`#slot-sym-${artId(symbol, modelId)}`} />
    </svg>
  );
}
