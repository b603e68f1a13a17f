import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions } from "pino";

/**
 * Fastify's per-request logger (`request.log`), made only when a request logs something: Fastify
 * would make a pino child (its bindings serialised, its methods set up) for every request, and
 * most requests log nothing through it (their one line comes from http/request-log.ts). The child
 * made on first use is the one Fastify would have made, so its lines are the same.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#logger().level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]): void {
    forward(this.#logger(), "fatal", args);
  }

  error(...args: unknown[]): void {
    forward(this.#logger(), "error", args);
  }

  warn(...args: unknown[]): void {
    forward(this.#logger(), "warn", args);
  }

  info(...args: unknown[]): void {
    forward(this.#logger(), "info", args);
  }

  debug(...args: unknown[]): void {
    forward(this.#logger(), "debug", args);
  }

  trace(...args: unknown[]): void {
    forward(this.#logger(), "trace", args);
  }

  silent(...args: unknown[]): void {
    forward(this.#logger(), "silent", args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

function forward(logger: FastifyBaseLogger, level: Level, args: unknown[]): void {
  Reflect.apply(logger[level], logger, args);
}

/** Fastify's `childLoggerFactory`: a lazy logger per request instead of a pino child. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}
