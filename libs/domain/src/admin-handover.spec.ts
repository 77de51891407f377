import { adminHandoverUrl, handoverTokenOf } from './admin-handover';

describe('admin sign-in hand-over', () => {
  it('carries the token in the fragment, never the query, to a page inside the admin app', () => {
    const url = new URL(adminHandoverUrl('http://localhost:4300', '/admin/bonuses', 'a.b+c/d='));
    expect(url.pathname).toBe('/admin/bonuses');
    expect(url.search).toBe('');
    expect(handoverTokenOf(url.hash)).toBe('a.b+c/d=');
    expect(new URL(adminHandoverUrl('http://localhost:4300', '//evil.cz', 't')).href).toBe('http://localhost:4300/admin#handover=t');
  });

  it('finds no token in an address without one', () => {
    for (const hash of ['', '#', '#detail', '#handover=']) expect(handoverTokenOf(hash)).toBeNull();
  });
});
