import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, renewed at the start of every minute: the catalogue's dates change at most once a minute
 * (issue #58 §2), and one timer serves the whole page.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: number;
    // Set to the next whole minute, so "dnes do 19:00" turns over with the wall clock, not up to a minute late.
    const scheduleNextMinute = () => {
      timer = window.setTimeout(() => {
        setNow(new Date());
        scheduleNextMinute();
      }, MINUTE_MS - (Date.now() % MINUTE_MS));
    };
    scheduleNextMinute();
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}
