/** Spec 000 §2 / 001 §2: the badge shows "+N" when unread is above N = 5. */
export const BADGE_MAX = 5;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `+${BADGE_MAX}` : String(count);
}
