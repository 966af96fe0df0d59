// Spec §9: "Progress percent is rounded down to a multiple of 10, or 100 when complete." A member's
// way to the next tier and towards a badge both show it.

/**
 * How far `current` is towards `target`, in percent: rounded down to a multiple of 10, so 99 % reads
 * 90 % and only what is complete reads 100. No target (nothing left to reach) is complete.
 */
export function progressPercent(current: number, target: number | null): number {
  if (target === null || current >= target) return 100;
  if (!(target > 0) || !(current > 0)) return 0;
  return Math.min(90, Math.floor((current * 10) / target) * 10);
}
