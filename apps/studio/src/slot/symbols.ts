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
