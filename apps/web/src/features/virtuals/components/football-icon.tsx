/** A football, drawn (emoji fonts are missing on many devices). */
export function FootballIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" style={{ flex: 'none' }}>
      <circle cx="12" cy="12" r="11" fill="#fff" stroke="#222" strokeWidth="1.2" />
      <path d="M12 7.2l4.1 3-1.6 4.8H9.5L7.9 10.2z" fill="#222" />
      <path
        d="M12 7.2V2.5M16.1 10.2l4.4-1.5M14.5 15l2.8 3.9M9.5 15l-2.8 3.9M7.9 10.2L3.5 8.7"
        stroke="#222"
        strokeWidth="1.2"
        fill="none"
      />
    </svg>
  );
}
