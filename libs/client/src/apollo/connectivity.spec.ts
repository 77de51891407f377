import { connectivity } from './connectivity';

describe('connectivity', () => {
  it('counts a request that got no answer as offline until an answer comes or the browser says it is back', () => {
    const changed = jest.fn();
    const unsubscribe = connectivity.subscribe(changed);
    expect(connectivity.online()).toBe(true);

    connectivity.report(false);
    expect(connectivity.online()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    connectivity.report(true);
    expect(connectivity.online()).toBe(true);

    connectivity.report(false);
    window.dispatchEvent(new Event('online'));
    expect(connectivity.online()).toBe(true);
    unsubscribe();
  });

  it('follows the browser when it says it is offline', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(connectivity.online()).toBe(false);
    onLine.mockRestore();
  });
});
