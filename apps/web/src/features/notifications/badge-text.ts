export const BADGE_MAX = 5;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `+${BADGE_MAX}` : String(count);
}
