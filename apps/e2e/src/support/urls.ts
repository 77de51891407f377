/** Addresses of the stack the global setup started. */
export const webUrl = (path = '/') => `${process.env.E2E_WEB_URL}${path}`;
export const adminUrl = (path = '/') => `${process.env.E2E_ADMIN_URL}${path}`;
export const apiUrl = (path = '/') => `${process.env.E2E_API_URL}${path}`;
export const authEmulatorUrl = (path = '/') => `${process.env.E2E_AUTH_URL}${path}`;
