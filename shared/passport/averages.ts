/** Mean of the known values to one decimal, or null when none is known (0 and null are unknown). */
export function averageOfKnown(values: readonly (number | null)[]): {
  average: number | null;
  counted: number;
} {
  const known = values.filter(
    (value): value is number => value !== null && Number.isFinite(value) && value > 0,
  );
  if (known.length === 0) return { average: null, counted: 0 };
  const sum = known.reduce((total, value) => total + value, 0);
  return { average: Math.round((sum / known.length) * 10) / 10, counted: known.length };
}
