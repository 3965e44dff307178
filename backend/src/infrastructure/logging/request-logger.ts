import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = [obj: unknown, msg?: string, ...args: unknown[]];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
const INFO = pino.levels.values.info;

/**
 * A request's logger (`request.log`, `reply.log`) that becomes a pino child, carrying the request
 * id, only when something logs through it. Fastify makes a child per request, and pino's child()
 * (bindings serialised through the redaction) was about a fifth of a short API call's CPU; most
 * requests log nothing but their one completion line, which `completed` writes through the
 * parent with the same request id.
 */
export class RequestLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: PinoLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** Fastify's `childLoggerFactory`: lazy, unless the route asks for its own level. */
  static factory(
    this: void,
    parent: FastifyBaseLogger,
    bindings: Bindings,
    options: ChildOptions,
  ): FastifyBaseLogger {
    const pino = parent as Partial<PinoLogger>;
    // Fastify's no-op logger (logging off) has no levels to ask: its children cost nothing anyway.
    if (
      typeof pino.isLevelEnabled !== 'function' ||
      (options.level && options.level !== parent.level)
    )
      return parent.child(bindings, options);
    return new RequestLogger(parent as PinoLogger, bindings, options) as never;
  }

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  /** Whether a line at `level` would be written. */
  enabled(level: Level): boolean {
    const logger = (this.real ?? this.parent) as Partial<PinoLogger>;
    return typeof logger.isLevelEnabled === 'function' ? logger.isLevelEnabled(level) : true;
  }

  /** The one line per request, written without making a child when none exists yet. */
  completed(level: 'info' | 'error', line: Bindings, msg: string): void {
    if (this.real) this.real[level](line, msg);
    else if (this.parent.isLevelEnabled(level))
      this.parent[level]({ ...this.bindings, ...line }, msg);
  }

  /**
   * An info line given as JSON members (`request-line.ts`), written to pino's stream in pino's
   * shape (level, time, the logger's bindings, the request id), without pino serialising an object.
   */
  completedJson(members: string): void {
    if (!this.isLevelEnabled('info')) return;
    const logger = (this.real ?? this.parent) as unknown as Record<symbol, unknown>;
    const stream = logger[pino.symbols.streamSym] as { write(line: string): unknown } | undefined;
    const chindings = logger[pino.symbols.chindingsSym];
    if (!stream || typeof chindings !== 'string') {
      this.info(JSON.parse(`{${members}}`) as Bindings);
      return;
    }
    const own = this.real ? '' : `,${JSON.stringify(this.bindings).slice(1, -1)}`;
    stream.write(`{"level":${INFO},"time":${Date.now()}${chindings}${own},${members}}\n`);
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return ((this.real ?? this.parent) as PinoLogger).isLevelEnabled(level);
  }

  private write(level: Level, args: LogArgs): void {
    if (!this.isLevelEnabled(level)) return;
    (this.logger()[level] as (...a: LogArgs) => void)(...args);
  }

  private logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }
}
