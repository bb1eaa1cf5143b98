/**
 * Minor units shown to operators in major units of their currency ('2000 EUR' minor units is
 * '20.00 EUR'; JPY has none). Display only: stored and summed amounts stay integers.
 */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function formatMinor(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  const major = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return `${sign}${major} ${currency}`;
}
