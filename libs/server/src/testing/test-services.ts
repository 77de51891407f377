import type { DataSource } from 'typeorm';
import type { AuthAccounts } from '../integrations/auth/firebase-auth';
import type { Mailer } from '../integrations/mail/mailer';
import { createServices } from '../services';

/** The services on a test database: local payments, no Firebase, mail to the given mailer (dropped by default). */
export function testServices(dataSource: DataSource, { mailer = { send: async () => undefined }, webUrl = 'http://web.test' }: { mailer?: Mailer; webUrl?: string } = {}) {
  return createServices(dataSource, {
    accounts: {} as AuthAccounts,
    payments: { provider: 'local', apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' },
    urls: { webUrl, apiUrl: 'http://api.test' },
    mailer,
  });
}
