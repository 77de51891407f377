import { SERVER_ERRORS_REFUSAL_HOURS, serverErrorsMeanRefusal } from './bank-connections';

describe('serverErrorsMeanRefusal (Fio answers 500 to a refused token and in its own outages alike)', () => {
  const now = new Date('2026-11-29T05:15:00Z');
  const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it('does not read a first server error, or a run shorter than the threshold, as a refusal', () => {
    expect(serverErrorsMeanRefusal(null, now)).toBe(false);
    expect(serverErrorsMeanRefusal(now, now)).toBe(false);
    expect(serverErrorsMeanRefusal(hoursBefore(SERVER_ERRORS_REFUSAL_HOURS - 0.01), now)).toBe(false);
  });

  it('reads a run of at least the threshold as a refusal, so the daily job’s next run decides even 23 hours later', () => {
    expect(SERVER_ERRORS_REFUSAL_HOURS).toBe(23);
    expect(serverErrorsMeanRefusal(hoursBefore(SERVER_ERRORS_REFUSAL_HOURS), now)).toBe(true);
    expect(serverErrorsMeanRefusal(hoursBefore(25), now)).toBe(true);
  });
});
