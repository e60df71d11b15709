/**
 * What each symbol looks like on the reels: characters every system font has (no emoji font is
 * assumed), coloured per symbol in slot.css; the accessible name comes from the dictionary.
 */
const GLYPHS: Record<string, string> = {
  ten: '10',
  jack: 'J',
  queen: 'Q',
  king: 'K',
  ace: 'A',
  lantern: '✦',
  teapot: '♨',
  crescent: '☾',
  tulip: '✿',
  wild: '◉',
  scatter: '♜',
  rose: '❀',
  lemon: '●',
  mint: '❦',
  pistachio: '♣',
  tea: '♨',
  coffee: '☕',
  baklava: '◆',
  kunefe: '✸',
};

export function symbolGlyph(symbol: string): string {
  return GLYPHS[symbol] ?? symbol;
}

/** In the pay-anywhere game the scatter is a tulip, not the palace. */
export function symbolName(
  symbol: string,
  modelId: string,
  names: Record<string, string>,
  scatterPaysScatter: string,
): string {
  if (symbol === 'scatter' && modelId === 'scatter-pays') return scatterPaysScatter;
  return names[symbol] ?? symbol;
}

export function displayGlyph(symbol: string, modelId: string): string {
  if (symbol === 'scatter' && modelId === 'scatter-pays') return '✿';
  return symbolGlyph(symbol);
}
