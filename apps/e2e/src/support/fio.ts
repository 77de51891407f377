/** The Fio token the e2e stand-in knows (64 letters and digits), its account, and a token it refuses. */
export const E2E_FIO_TOKEN = 'E2eFioToken'.padEnd(64, '7');
export const E2E_FIO_ACCOUNT = '2400987654';
export const E2E_FIO_UNKNOWN_TOKEN = 'E2eUnknownToken'.padEnd(64, '3');

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The account behind E2E_FIO_TOKEN (global-setup.ts gives it to the stand-in): a salary, a shop card payment and a betting one. */
export function e2eFioAccount() {
  return {
    accountId: E2E_FIO_ACCOUNT,
    transactions: [
      { id: 31001, date: daysAgo(12), amount: 32000, counterAccount: '19-2000145399', bankCode: '0800', counterName: 'Zaměstnavatel s.r.o.', type: 'Bezhotovostní příjem', messageForRecipient: 'Mzda' },
      { id: 31002, date: daysAgo(6), amount: -412.9, type: 'Platba kartou', userIdentification: 'Nákup: Albert Praha' },
      { id: 31003, date: daysAgo(3), amount: -300, type: 'Platba kartou', userIdentification: 'Nákup: Tipsport.cz' },
    ],
  };
}
