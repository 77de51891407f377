/**
 * SQL for "shown to members now" (spec section 5, admin bonus form): the bonus is switched on, its
 * visibility window has begun (empty start = shown immediately) and has not ended (empty end = until
 * the end of validity). `alias` names the bonus table, `now` the parameter holding the moment.
 */
export function visibleNowSql(alias: string, now: string): string {
  return `${alias}.visible AND (${alias}.visibility_start_at IS NULL OR ${alias}.visibility_start_at <= ${now})
    AND coalesce(${alias}.visibility_end_at, ${alias}.end_at) > ${now}`;
}

/** visibleNowSql for a bonus already in memory (the shared catalogue); a test holds the two to the same answers. */
export function isVisibleAt(bonus: { visible: boolean; visibilityStartAt: Date | null; visibilityEndAt: Date | null; endAt: Date }, now: Date): boolean {
  return bonus.visible && (bonus.visibilityStartAt === null || bonus.visibilityStartAt <= now) && (bonus.visibilityEndAt ?? bonus.endAt) > now;
}
