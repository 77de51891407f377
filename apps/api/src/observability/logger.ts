import pino, { type DestinationStream, type Logger } from 'pino';
import type { ApiConfig } from '@bonus/server';
import { errorForLog } from './error-for-log';
import { LineBatches } from './line-batches';

type LogConfig = Pick<ApiConfig, 'LOG_LEVEL' | 'LOG_FILE' | 'LOG_FORMAT'>;
type Destination = ReturnType<typeof pino.destination>;

/**
 * The process's logger. Lines are written asynchronously, so a request never waits for the disk or
 * the pipe; `flushLog` waits for the rest on shutdown, and what is left is written synchronously on
 * exit. JSON lines (production) are gathered into writes of 32 KB, or every second when fewer come
 * (LineBatches): one write per line cost a quarter of a cached public read's throughput at 20 000
 * lines a second (tools/bench/api-load.ts). `LOG_FORMAT=pretty` (`npm start`) turns each entry into
 * one readable line instead of JSON, written at once. A write that fails is told to `onWriteError` (the
 * api's directory watch reports it in /health) and the process goes on.
 */
export function createLogger(config: LogConfig, service: 'api' | 'worker', onWriteError?: (error: Error) => void): Logger {
  // minLength 1 writes each text at once as with 0, but makes flush() wait for the writes in flight
  // (with 0 it returns at once, and lines written synchronously after it could overtake them).
  const pretty = config.LOG_FORMAT === 'pretty';
  const destination = pino.destination({ dest: config.LOG_FILE ?? 1, sync: false, mkdir: true, minLength: 1, contentMode: pretty ? 'utf8' : 'buffer' });
  // A failed write (the log file's disk full, say) must not end the process: an 'error' event without a listener throws.
  destination.on('error', (error: Error) => onWriteError?.(error));
  const options = { level: config.LOG_LEVEL, base: { service }, serializers: { err: errorForLog } };
  return pino(options, pretty ? prettyLines(destination) : new LineBatches(destination, BATCH_BYTES, BATCH_MS));
}

/** JSON lines gathered before a write, and the longest a line waits for one. */
const BATCH_BYTES = 32 * 1024;
const BATCH_MS = 1000;

/** Resolves once every line logged so far is written (on shutdown). */
export function flushLog(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that the one-liner shows in its own place. */
const SHOWN_APART = new Set(['level', 'time', 'service', 'msg', 'err', 'method', 'route', 'url', 'status', 'ms', 'reqId']);

/** A pino destination that turns each JSON entry into `12:00:01 INFO  message key=value` (development only). */
export function prettyLines(target: Pick<Destination, 'write' | 'flush'>): DestinationStream & Pick<Destination, 'flush'> {
  return {
    write: (json: string) => void target.write(`${prettyLine(JSON.parse(json))}\n`),
    flush: (done) => target.flush(done),
  };
}

export function prettyLine(entry: Record<string, unknown>): string {
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const head = `${time} ${LEVELS[Number(entry.level)] ?? entry.level}`;
  const request = entry.method ? ` ${entry.method} ${entry.url} → ${entry.status} in ${entry.ms} ms` : '';
  const rest = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  const error = err ? ` ${err.stack?.split('\n').slice(0, 3).join(' | ') ?? `${err.type}: ${err.message}`}` : '';
  return `${head} ${entry.msg ?? ''}${request}${rest.length ? ` ${rest.join(' ')}` : ''}${error}`;
}
