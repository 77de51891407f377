// How `npm start` shows its services' output once they are up: a JSON log record (pino, from the api and the
// worker) as one readable line — time, level, message, then its other fields as key=value — and any other line as
// it came. Only presentation: what the services log, and how, is theirs.
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service']);
const MAX_VALUE = 200;

const clock = (time) => new Date(time).toLocaleTimeString('cs-CZ', { hour12: false });

function shown(value) {
  if (value && typeof value === 'object' && 'message' in value) return `${value.type ? `${value.type}: ` : ''}${value.message}`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

/** One line of a service's output as `npm start` prints it. */
export function presentLine(service, line) {
  let record;
  try {
    record = line.startsWith('{') ? JSON.parse(line) : null;
  } catch {
    record = null;
  }
  if (!record || typeof record !== 'object' || !('msg' in record)) return `[${service}] ${line}`;
  const fields = Object.entries(record)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${shown(value)}`);
  const level = LEVELS[record.level] ?? String(record.level ?? '');
  return [`${clock(record.time ?? Date.now())} [${record.service ?? service}] ${level.padEnd(5)} ${record.msg}`, ...fields].join(' ');
}
