import { act, renderHook, waitFor } from '@testing-library/react';
import { PublicDocument } from './public-documents';
import { PublicApiUrl, PublicQueryError, usePublicQuery } from './use-public-query';

const PING = 'query Ping { ping }' as PublicDocument<{ ping: string }>;

afterEach(() => jest.restoreAllMocks());

describe('usePublicQuery', () => {
  it('posts the query text to <apiUrl>/graphql without a token and returns the data', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: { ping: 'pong' } }));
    const { result } = renderHook(() => usePublicQuery(PING), {
      wrapper: ({ children }) => <PublicApiUrl.Provider value="https://api.example.cz">{children}</PublicApiUrl.Provider>,
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ ping: 'pong' }));
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.example.cz/graphql');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ query: PING });
    expect(JSON.stringify(init?.headers)).not.toMatch(/authorization/i);
  });

  it("reports the api's error code, keeps no partial data, and loads again on refetch", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ data: null, errors: [{ message: 'x', extensions: { code: 'MAINTENANCE' } }] }, { status: 503 }));
    const { result } = renderHook(() => usePublicQuery(PING));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(PublicQueryError));
    expect(result.current.error?.code).toBe('MAINTENANCE');
    expect(result.current.data).toBeUndefined();

    fetchMock.mockResolvedValueOnce(Response.json({ data: { ping: 'back' } }));
    act(() => result.current.refetch());
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual({ ping: 'back' }));
  });

  it('tells a network failure and a non-JSON answer apart by code', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = renderHook(() => usePublicQuery(PING));
    await waitFor(() => expect(offline.result.current.error?.code).toBe('NETWORK_ERROR'));

    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const proxyPage = renderHook(() => usePublicQuery(PING));
    await waitFor(() => expect(proxyPage.result.current.error?.code).toBe('HTTP_502'));
  });

  it('does not set state after the component is gone (the request is aborted)', async () => {
    let signal: AbortSignal | undefined;
    jest.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    const { unmount } = renderHook(() => usePublicQuery(PING));
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
