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
export function isVisibleAt(bonus: VisibilityDates, now: Date): boolean {
  return bonus.visible && (bonus.visibilityStartAt === null || bonus.visibilityStartAt <= now) && (bonus.visibilityEndAt ?? bonus.endAt) > now;
}

/** What decides whether a bonus is shown. */
export interface VisibilityDates {
  visible: boolean;
  visibilityStartAt: Date | null;
  visibilityEndAt: Date | null;
  endAt: Date;
}

/** Which items are shown at one moment, and the interval around it, [from, until) in ms, over which that stays the answer. */
export interface ShownInterval<T> {
  from: number;
  until: number;
  shown: T[];
}

/**
 * The items shown at `at` (isVisibleAt), with the interval in which no item's visibility changes: a
 * bonus is shown from the instant its window starts and hidden from the instant it ends, so the
 * answer is the same anywhere between two consecutive such instants and can be kept until the next.
 */
export function shownInterval<T>(items: readonly T[], datesOf: (item: T) => VisibilityDates, at: number): ShownInterval<T> {
  const interval: ShownInterval<T> = { from: -Infinity, until: Infinity, shown: [] };
  const moment = new Date(at);
  for (const item of items) {
    const dates = datesOf(item);
    if (isVisibleAt(dates, moment)) interval.shown.push(item);
    if (!dates.visible) continue;
    for (const change of [dates.visibilityStartAt?.getTime(), (dates.visibilityEndAt ?? dates.endAt).getTime()]) {
      if (change === undefined) continue;
      if (change <= at) interval.from = Math.max(interval.from, change);
      else interval.until = Math.min(interval.until, change);
    }
  }
  return interval;
}
