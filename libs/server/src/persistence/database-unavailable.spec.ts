import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['several refused addresses', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
    ['a connection exception', withCode('08006')],
    ['an administrator shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server still starting', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool wait that timed out', new Error('timeout exceeded when trying to connect')],
    ['a wrapped driver error', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
    ['a value graphql-js wrapped', Object.assign(new Error('Unexpected error value'), { thrownValue: withCode('ECONNREFUSED') })],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
