// Spec section 5: one or two digits with an optional decimal part and a percent sign, or exactly
// 100% (the "or exactly 100%" clause only has meaning if the digits stop below 100).
const PERCENTAGE = /^(\d{1,2}(\.\d+)?%|100%)$/;

export function isValidPercentage(value: string): boolean {
  return PERCENTAGE.test(value);
}

/** The numeric value of a valid percentage string, or null. */
export function parsePercentage(value: string): number | null {
  return isValidPercentage(value) ? Number(value.slice(0, -1)) : null;
}
