import pino, { type DestinationStream } from 'pino';

/** What the process writes lines to: pino's asynchronous destination, or a test's stream. */
export interface LineSink {
  write(chunk: string): unknown;
  flushSync?(): void;
}

/** Lines wait at most this long before they are written… */
export const LOG_FLUSH_MS = 20;
/** …or until this many characters wait. */
export const LOG_FLUSH_CHARS = 64 * 1024;

/**
 * Where every log line goes (docs/operations.md "Logs"): lines are collected in memory and handed,
 * joined, to the sink at most LOG_FLUSH_MS after the first of them (sooner once LOG_FLUSH_CHARS
 * wait), so under load one write carries hundreds of lines; the sink (pino's SonicBoom on stdout,
 * asynchronous: the write runs in libuv's thread pool) then writes without blocking. One write per
 * turn of the event loop still cost a thread-pool round trip every few requests, most of what the
 * line cost (bench/README.md, "Log cost"). The process's exit (SIGTERM's graceful stop included)
 * hands over what waits and flushes the sink synchronously, so no line is lost; only a SIGKILL
 * loses the last LOG_FLUSH_MS of lines and the sink's unfinished write.
 */
export class BatchedLogStream implements DestinationStream {
  private pending: string[] = [];
  private chars = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly onExit = () => this.flushSync();

  constructor(private readonly sink: LineSink) {
    process.once('exit', this.onExit);
  }

  write(line: string): boolean {
    this.pending.push(line);
    this.chars += line.length;
    if (this.chars >= LOG_FLUSH_CHARS) this.handOver();
    else if (!this.timer) {
      this.timer = setTimeout(this.handOver, LOG_FLUSH_MS);
      // Waiting lines never keep the process alive: its exit writes them.
      this.timer.unref();
    }
    return true;
  }

  /** Writes what waits now, then has the sink finish synchronously (exit, tests). */
  flushSync(): void {
    this.handOver();
    this.sink.flushSync?.();
  }

  /** Stops listening for the process's exit (a test's stream that outlives nothing). */
  close(): void {
    this.flushSync();
    process.removeListener('exit', this.onExit);
  }

  private readonly handOver = (): void => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return;
    const lines = this.pending.length === 1 ? this.pending[0] : this.pending.join('');
    this.pending = [];
    this.chars = 0;
    this.sink.write(lines);
  };
}

let stdout: BatchedLogStream | null = null;

/**
 * The process's one stream to stdout (every app of the process shares it), through pino's
 * SonicBoom, asynchronous; at most 8 MB wait for a stuck stdout (beyond, lines are dropped rather
 * than the process growing without bound).
 */
export function stdoutLogStream(): BatchedLogStream {
  return (stdout ??= new BatchedLogStream(
    pino.destination({ dest: 1, sync: false, maxLength: 8 * 1024 * 1024 }) as LineSink,
  ));
}
