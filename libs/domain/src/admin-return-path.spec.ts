import { adminLoginPath, adminReturnPath } from './admin-return-path';

describe('admin return path', () => {
  it('returns to the admin page that was asked for, with its query and hash', () => {
    expect(adminReturnPath('/admin/bonuses')).toBe('/admin/bonuses');
    expect(adminReturnPath('/admin/users?q=novak#detail')).toBe('/admin/users?q=novak#detail');
    expect(adminReturnPath('/admin')).toBe('/admin');
  });

  it('goes to the overview when nothing, or nothing inside the admin app, was asked for', () => {
    for (const next of [null, undefined, '', '/dashboard', '/administrace', '/admin.evil.cz', 'admin/bonuses', 'https://evil.cz/admin', '//evil.cz/admin', '/admin//evil.cz', '/admin/\\evil.cz', '/admin/../login', '/admin/./x', '/admin/x y', 'javascript:alert(1)']) {
      expect(adminReturnPath(next)).toBe('/admin');
    }
  });

  it('puts the asked-for page into the login address, except the home page', () => {
    expect(adminLoginPath('/admin/bonuses?page=2')).toBe('/login?next=%2Fadmin%2Fbonuses%3Fpage%3D2');
    expect(adminLoginPath('/admin')).toBe('/login');
    expect(adminLoginPath('//evil.cz')).toBe('/login');
  });
});
