import { setTimeout as delay } from 'node:timers/promises';

/**
 * Waits out the turn of the minute when it is less than `withinMs` away. A kept answer's key holds the
 * minute (http/kept-answers.ts) and a member's first call of a minute notes their presence (a write), so
 * a test that expects a repeated read to be a hit must not straddle it.
 */
export async function clearOfMinuteTurn(withinMs = 3_000): Promise<void> {
  const untilTurn = 60_000 - (Date.now() % 60_000);
  if (untilTurn < withinMs) await delay(untilTurn + 50);
}
