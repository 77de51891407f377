import { adminUserQuerySchema, adminUserUpdateSchema, likePattern } from './admin-users';

describe('admin user search', () => {
  it('matches the search text literally inside names and e-mails', () => {
    expect(likePattern('jan')).toBe('%jan%');
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });

  it('defaults to every member on page one and validates changes', () => {
    expect(adminUserQuerySchema.parse({})).toEqual({ search: '', status: 'all', current_page: 1 });
    expect(adminUserQuerySchema.safeParse({ status: 'banned' }).success).toBe(false);
    expect(adminUserUpdateSchema.parse({ id: '39b774a6-646e-42d5-aaa9-d8d58ed5a79c', active: false })).toEqual({ id: '39b774a6-646e-42d5-aaa9-d8d58ed5a79c', active: false });
    expect(adminUserUpdateSchema.safeParse({ id: 'x' }).success).toBe(false);
  });
});
