/** Saves `value` as a pretty-printed JSON file through the browser's download. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; revoking later lets slow browsers still read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
