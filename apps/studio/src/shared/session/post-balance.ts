/** Tells the site around the iframe the new balance so its header follows without a reload. */
export function postBalance(balance: number): void {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'lale:balance', balance }, window.location.origin);
}
