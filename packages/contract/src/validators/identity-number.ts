/**
 * The Turkish national identity number (T.C. Kimlik No): 11 digits, no leading zero, the
 * 10th and 11th digits are check digits over the first nine and ten.
 */
export function isValidTurkishIdentityNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const firstTen = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0);
  return firstTen % 10 === d[10];
}
