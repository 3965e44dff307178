import pino, { type DestinationStream } from 'pino';

/** What the process writes lines to: pino's asynchronous destination, or a test's stream. */
export interface LineSink {
  write(chunk: string): unknown;
  flushSync?(): void;
}

/**
 * Where every log line goes (docs/operations.md "Logs"): lines are collected in memory and handed,
 * joined, to the sink once per turn of the event loop, so under load one write carries every line
 * of the requests answered in that turn; the sink (pino's SonicBoom on stdout, asynchronous: the
 * write runs in libuv's thread pool) then writes without blocking. A line is never delayed past
 * the current turn, and the process's exit (SIGTERM's graceful stop included) hands over what
 * waits and flushes the sink synchronously, so no line is lost; only a SIGKILL loses the lines of
 * its last turn and the sink's unfinished write.
 */
export class BatchedLogStream implements DestinationStream {
  private pending: string[] = [];
  private scheduled = false;
  private readonly onExit = () => this.flushSync();

  constructor(private readonly sink: LineSink) {
    process.once('exit', this.onExit);
  }

  write(line: string): boolean {
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.handOver);
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
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const lines = this.pending.length === 1 ? this.pending[0] : this.pending.join('');
    this.pending = [];
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
