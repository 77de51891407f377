/**
 * SQL: the member has neither completed (history) nor hidden the bonus. `userId` and `bonusId` are SQL
 * expressions (a column or a parameter). One fragment for every "started, still open" question, so
 * the bonus list's limits, the bonus detail, the risk overview and the reminders cannot drift apart.
 */
export function neitherCompletedNorHiddenSql(userId: string, bonusId: string): string {
  return `NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = ${userId} AND e.bonus_id = ${bonusId})
      AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = ${userId} AND h.bonus_id = ${bonusId})`;
}
