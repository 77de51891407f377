import { register as onExit } from 'on-exit-leak-free';
import type { default as pino, DestinationStream } from 'pino';

/** What LineBatches writes through: pino's asynchronous destination (sonic-boom), made with contentMode 'buffer'. */
type ByteTarget = Pick<ReturnType<typeof pino.destination>, 'write' | 'flush' | 'flushSync'>;

/** Memory the lines are encoded into, one slab after another; each batch handed over is a slice of it. */
const SLAB_BYTES = 64 * 1024;
/** UTF-8 takes at most three bytes per UTF-16 unit: a line is sure to fit when this many times its length is left. */
const MAX_BYTES_PER_CHAR = 3;
/**
 * Lines put together in one go (writeLater): a request's line put together as the request ends cost it
 * four times what the same work costs in a loop, its code and data cold by then (tools/bench, the
 * request log's cost of /tier_all). Joining a batch's lines into one text before encoding it cost more
 * than it saved (13–17 % against 6–9 %).
 */
const DEFERRED_LINES = 256;

/**
 * Gathers JSON log lines and hands them to the destination in writes of about `batchBytes`, or
 * `batchMs` after the first line of a batch when fewer come. Each line is encoded once, straight into
 * a slab; what is handed over is a slice of that slab. sonic-boom's own batching (minLength) measures its whole pending text again for
 * every line it is given, and a batch joined as text is encoded again as a whole; at 20 000 lines a
 * second either cost a request more than its line did (tools/bench/api-load.ts). Lines still gathered
 * are written synchronously when the process exits.
 */
export class LineBatches implements DestinationStream {
  private slab = Buffer.allocUnsafe(SLAB_BYTES);
  /** Where the batch being gathered starts in the slab, and where it ends. */
  private start = 0;
  private end = 0;

  /** Hands over a batch that has waited `batchMs` (set while one is gathered, so an idle logger holds no timer). */
  private due: NodeJS.Timeout | null = null;
  /**
   * Lines to be put together (writeLater): what from, how and when written. The arrays are made once and
   * reused: new ones for each batch, grown push by push, cost the request log of /tier_all 2–3 points.
   */
  private readonly laterValues: unknown[] = new Array<unknown>(DEFERRED_LINES).fill(null);
  private readonly laterFormats: Array<(value: unknown, time: number) => string> = new Array(DEFERRED_LINES).fill(null);
  private readonly laterTimes = new Float64Array(DEFERRED_LINES);
  private laterCount = 0;

  constructor(
    private readonly target: ByteTarget,
    private readonly batchBytes: number,
    private readonly batchMs: number,
  ) {
    // Runs after the destination's own exit handler (registered when it was made): what is left goes now.
    onExit(this, (batches, event) => (event === 'exit' ? batches.flushSync() : batches.hand()));
  }

  write(line: string): void {
    this.putTogether();
    this.writeText(line);
  }

  /**
   * A line put together later, from `value` and the time of this call, with the lines written this way
   * before it (at most DEFERRED_LINES, and always before any other line, a batch or a flush).
   */
  writeLater<T>(value: T, format: (value: T, time: number) => string): void {
    const index = this.laterCount++;
    this.laterValues[index] = value;
    this.laterFormats[index] = format as (value: unknown, time: number) => string;
    this.laterTimes[index] = Date.now();
    if (this.laterCount === DEFERRED_LINES) this.putTogether();
    else if (this.due === null) this.due = setTimeout(() => this.hand(), this.batchMs).unref();
  }

  private putTogether(): void {
    const count = this.laterCount;
    if (count === 0) return;
    this.laterCount = 0;
    for (let index = 0; index < count; index++) {
      this.writeText(this.laterFormats[index](this.laterValues[index], this.laterTimes[index]));
      this.laterValues[index] = null; // the request's fields are not kept past its line
    }
  }

  private writeText(line: string): void {
    const mostBytes = line.length * MAX_BYTES_PER_CHAR;
    if (mostBytes > SLAB_BYTES) {
      this.hand();
      this.writeBytes(Buffer.from(line)); // a line larger than a slab (a long stack) goes alone
      return;
    }
    if (SLAB_BYTES - this.end < mostBytes) {
      this.hand();
      this.slab = Buffer.allocUnsafe(SLAB_BYTES); // the slices handed over keep the old one until written
      this.start = this.end = 0;
    }
    this.end += this.slab.write(line, this.end);
    if (this.end - this.start >= this.batchBytes) this.hand();
    else if (this.due === null) this.due = setTimeout(() => this.hand(), this.batchMs).unref();
  }

  /** Calls `done` once every line given so far is written. */
  flush(done: (error?: Error) => void): void {
    this.hand();
    this.target.flush(done);
  }

  flushSync(): void {
    this.hand();
    if (!this.closed() && this.opened()) this.target.flushSync();
  }

  /** In contentMode 'buffer', sonic-boom takes bytes, which its types do not say. */
  private writeBytes(bytes: Buffer): void {
    this.target.write(bytes as unknown as string);
  }

  /** sonic-boom's own flag (not in its types): ended by pino's exit handler on beforeExit. */
  private closed(): boolean {
    return (this.target as { destroyed?: boolean }).destroyed === true;
  }

  /** Whether the file is open yet (sonic-boom opens it asynchronously; until then nothing can be written synchronously). */
  private opened(): boolean {
    return ((this.target as { fd?: number }).fd ?? -1) >= 0;
  }

  private hand(): void {
    this.putTogether();
    if (this.due) clearTimeout(this.due);
    this.due = null;
    if (this.end === this.start || this.closed()) return;
    this.writeBytes(this.slab.subarray(this.start, this.end));
    this.start = this.end;
  }
}
