import { act, renderHook } from '@testing-library/react';
import { useMinuteClock } from './useMinuteClock';

describe('useMinuteClock', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-02T09:00:30Z') }));
  afterEach(() => jest.useRealTimers());

  it('renews the time at the start of each minute and not in between', () => {
    const { result } = renderHook(() => useMinuteClock());
    expect(result.current.toISOString()).toBe('2026-12-02T09:00:30.000Z');
    act(() => jest.advanceTimersByTime(29_000));
    expect(result.current.toISOString()).toBe('2026-12-02T09:00:30.000Z');
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.toISOString()).toBe('2026-12-02T09:01:00.000Z');
    act(() => jest.advanceTimersByTime(59_000));
    expect(result.current.toISOString()).toBe('2026-12-02T09:01:00.000Z');
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.toISOString()).toBe('2026-12-02T09:02:00.000Z');
  });
});
