/** Small statistics helpers for the bench figures. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const index = Math.min(
    sortedAscending.length - 1,
    Math.max(0, Math.ceil((p / 100) * sortedAscending.length) - 1),
  );
  return sortedAscending[index] as number;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
