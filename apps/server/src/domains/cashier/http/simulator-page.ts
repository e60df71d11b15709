import type { CashierRequestRow } from '../cashier-requests.repository.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulated provider's checkout: pay or decline, no script (the CSP allows none). */
export function simulatorPage(row: CashierRequestRow): string {
  const amount = (row.amount / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 });
  const reference = escape(row.providerReference ?? '');
  const decided = row.status !== 'new';
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Simulated payment</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto">
<h1>Simulated payment provider</h1>
<p>Ödeme / Payment: <strong>${amount} TRY</strong></p>
<p>Referans / Reference: <code>${reference}</code></p>
${
  decided
    ? `<p>Bu ödeme sonuçlandı / This payment is ${escape(row.status)}.</p>`
    : `<form method="post" action="/endpoint/payments/simulated/complete">
<input type="hidden" name="reference" value="${reference}">
<button name="outcome" value="paid" type="submit">Öde / Pay</button>
<button name="outcome" value="failed" type="submit">Vazgeç / Decline</button>
</form>`
}
</body></html>`;
}
