// How a movement of points reads (issue 10 "points history": each movement with its source in words
// and its signed amount; spec §9 point wording 1 / 2–4 / 5+ through the app's `plural.points`).

/** The minus sign of typography (U+2212), not a hyphen. */
const MINUS = '\u2212';

/** A signed amount in the page's point wording: `+120 bodů`, `−1 Punkt`; nothing signed for 0. */
export function signedPoints(points: number, wording: (count: number) => string): string {
  const text = wording(Math.abs(points));
  if (points > 0) return `+${text}`;
  if (points < 0) return `${MINUS}${text}`;
  return text;
}

/** Whether a movement added points (a class for its colour; the sign says it in words too). */
export const movementKind = (points: number): 'earned' | 'spent' => (points >= 0 ? 'earned' : 'spent');
