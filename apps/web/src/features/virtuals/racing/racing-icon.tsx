/** The hub's racing picture, drawn (emoji fonts are missing on many devices): a chequered flag on a saddle-cloth. */
export function RacingIcon({ product, size = 44 }: { product: string; size?: number }) {
  const cloth = product === 'greyhound_racing' ? '#1565c0' : '#c62828';
  const number = product === 'greyhound_racing' ? '6' : '1';
  const squares = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++)
      if ((row + col) % 2 === 0)
        squares.push(
          <rect
            key={`${row}-${col}`}
            x={13 + col * 2.5}
            y={3 + row * 2.5}
            width={2.5}
            height={2.5}
            fill="#111"
          />,
        );
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" style={{ flex: 'none' }}>
      <rect
        x="2"
        y="8"
        width="14"
        height="14"
        rx="3"
        fill={cloth}
        stroke="#fff"
        strokeWidth="1.2"
      />
      <text
        x="9"
        y="15.5"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="9"
        fontWeight="800"
        fill="#fff"
      >
        {number}
      </text>
      <rect x="12.4" y="2.4" width="0.9" height="12" fill="#eee" />
      <rect x="13" y="3" width="10" height="7.5" fill="#fff" />
      {squares}
    </svg>
  );
}
