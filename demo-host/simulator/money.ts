export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
