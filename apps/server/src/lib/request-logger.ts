import type { FastifyBaseLogger } from 'fastify'
import type { Bindings, ChildLoggerOptions, LevelWithSilent, Logger } from 'pino'

type Level = Exclude<LevelWithSilent, 'silent'>
type Line = [object | string, ...unknown[]]

/**
 * A request's logger, made into pino's child (with the request id) only when the request writes a
 * line at an enabled level. Fastify gives every request a child logger, and with redaction making
 * one cost a few microseconds: as much as a kept answer's own work (decision record 0028). Methods
 * on the prototype, so that a request allocates one small object.
 */
class RequestLogger {
  private made: Logger | undefined

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): Logger {
    this.made ??= this.parent.child(this.bindings, this.options)
    return this.made
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level
  }

  set level(level: string) {
    this.real.level = level
  }

  fatal(...line: Line) {
    this.write('fatal', line)
  }
  error(...line: Line) {
    this.write('error', line)
  }
  warn(...line: Line) {
    this.write('warn', line)
  }
  info(...line: Line) {
    this.write('info', line)
  }
  debug(...line: Line) {
    this.write('debug', line)
  }
  trace(...line: Line) {
    this.write('trace', line)
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real.child(bindings, options)
  }

  private write(level: Level, line: Line): void {
    const own = this.level
    const values = this.parent.levels.values
    if (own === 'silent' || values[level]! < values[own]!) return
    Reflect.apply(this.real[level], this.real, line)
  }
}

/** Fastify's childLoggerFactory: the request's child logger, made on its first line. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger as unknown as Logger, bindings, options)
}
