import { stopWithin } from './run-process';

describe('stopWithin (the bound on a process shutdown)', () => {
  it('reports a stop that finishes in time', async () => {
    expect(await stopWithin(new Promise((resolve) => setTimeout(resolve, 10)), 1000)).toBe('stopped');
  });

  it('gives up on a stop that never finishes, at the bound', async () => {
    const started = Date.now();
    expect(await stopWithin(new Promise(() => undefined), 200)).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('passes a failed stop on', async () => {
    await expect(stopWithin(Promise.reject(new Error('pool gone')), 1000)).rejects.toThrow('pool gone');
  });
});
