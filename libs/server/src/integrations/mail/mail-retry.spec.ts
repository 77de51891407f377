import { isMailOutage, mailRetry } from './mail-retry';

const smtpError = (responseCode: number) => Object.assign(new Error(`${responseCode} reply`), { code: 'EENVELOPE', responseCode });
const nodeError = (code: string) => Object.assign(new Error(code), { code });

describe('what a failed send means for a queued mail', () => {
  it('calls an unreachable server, a "try later" reply and an unwritable mail directory an outage', () => {
    for (const error of [smtpError(421), smtpError(451), smtpError(503), nodeError('ECONNECTION'), nodeError('ESOCKET'), nodeError('ETIMEDOUT'), nodeError('ENOSPC'), nodeError('EROFS'), nodeError('EACCES')]) {
      expect(isMailOutage(error)).toBe(true);
    }
  });

  it('calls a refusal for good (5xx) and any other failure no outage', () => {
    for (const error of [smtpError(550), smtpError(554), nodeError('EMESSAGE'), new Error('template failed'), 'a string']) {
      expect(isMailOutage(error)).toBe(false);
    }
  });

  it('gives a refused mail up at the last attempt, never one that met an outage', () => {
    expect(mailRetry(smtpError(550), 3, 5)).toEqual({ status: 'pending', attempts: 4, error: '550 reply' });
    expect(mailRetry(smtpError(550), 4, 5)).toEqual({ status: 'failed', attempts: 5, error: '550 reply' });
    expect(mailRetry(smtpError(421), 400, 5)).toEqual({ status: 'pending', attempts: 401, error: '421 reply' });
    expect(mailRetry('x'.repeat(600), 0, 5).error).toHaveLength(500);
  });
});
