import { errorForLog } from './error-for-log';

describe('errorForLog', () => {
  it("logs a database's error as type, message and code, without pg's client or the parser's stack", () => {
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      severity: 'FATAL',
      code: '57P01',
      client: { connectionParameters: { user: 'postgres', password: 'secret' }, _types: { builtins: { BOOL: 16 } } },
    });
    expect(errorForLog(error)).toEqual({ type: 'Error', message: 'terminating connection due to administrator command', code: '57P01' });
  });

  it('keeps the stack of our own errors', () => {
    const error = new TypeError('x is undefined');
    expect(errorForLog(error)).toEqual({ type: 'TypeError', message: 'x is undefined', stack: error.stack });
  });

  it('names the addresses of a refused connection (an AggregateError with an empty message)', () => {
    const error = new AggregateError([new Error('connect ECONNREFUSED ::1:5432'), new Error('connect ECONNREFUSED 127.0.0.1:5432')]);
    expect(errorForLog(Object.assign(error, { code: 'ECONNREFUSED' }))).toMatchObject({ message: 'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' });
  });
});
