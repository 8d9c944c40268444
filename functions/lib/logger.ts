/**
 * Keys whose values never reach a log line, whatever a caller passes: credentials (tokens, cookies,
 * authorization headers, passwords, secrets, API keys), personal data (emails, people's names; not `name`,
 * which an error's class is logged under) and whole requests (events, headers and bodies carry the session
 * cookie and what golfers typed). Matched in a key of any case, at any depth of the logged object.
 */
const REDACTED_KEY =
  /token|cookie|authori[sz]ation|password|passwd|secret|api[-_]?key|credential|email|^(event|headers|multiValueHeaders|body|rawBody|firstName|lastName|displayName)$/i;

export const REDACTED = '[redacted]';

/** Called for every key of a log line, at any depth, before it is serialized. */
export function redactSensitive(key: string, value: unknown): unknown {
  return key !== '' && REDACTED_KEY.test(key) ? REDACTED : value;
}

const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, SILENT: 28 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

const levelOf = (name: string | undefined): LogLevel | undefined => {
  const upper = name?.toUpperCase();
  return upper && Object.hasOwn(LEVELS, upper) ? (upper as LogLevel) : undefined;
};

/** An error as a log line shows it: its class, message, stack and cause (an Error serializes to `{}`). */
function errorFields(error: Error): Fields {
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(error.cause === undefined ? {} : { cause: error.cause }),
  };
}

/**
 * The one structured logger of every function: one JSON line per entry (level, message, timestamp, service,
 * the X-Ray trace id in Lambda, the keys appended for the request, then the entry's own fields), written
 * straight to stdout (WARN and ERROR to stderr), as Lambda's JSON log format and the metric filters expect.
 * It replaces the Powertools logger, which weighed 17 kB in every bundle and a few ms of each cold start for
 * what these lines need (docs/performance.md, "Lambda init"); the environment keeps its names
 * (POWERTOOLS_SERVICE_NAME, POWERTOOLS_LOG_LEVEL, else Lambda's AWS_LAMBDA_LOG_LEVEL; INFO by default).
 */
export class JsonLogger {
  private level: LogLevel;
  private keys: Fields = {};

  constructor(private readonly service: string) {
    this.level =
      levelOf(process.env.POWERTOOLS_LOG_LEVEL) ?? levelOf(process.env.AWS_LAMBDA_LOG_LEVEL) ?? 'INFO';
  }

  setLogLevel(level: LogLevel): void {
    this.level = level;
  }

  /** Keys added to every later line, until resetKeys (the shared HTTP stack sets the route and request). */
  appendKeys(keys: Fields): void {
    Object.assign(this.keys, keys);
  }

  resetKeys(): void {
    this.keys = {};
  }

  debug(message: string, fields?: Fields | Error): void {
    this.write('DEBUG', message, fields);
  }

  info(message: string, fields?: Fields | Error): void {
    this.write('INFO', message, fields);
  }

  warn(message: string, fields?: Fields | Error): void {
    this.write('WARN', message, fields);
  }

  error(message: string, fields?: Fields | Error): void {
    this.write('ERROR', message, fields);
  }

  private write(level: Exclude<LogLevel, 'SILENT'>, message: string, fields: Fields | Error = {}): void {
    if (LEVELS[level] < LEVELS[this.level]) return;
    const traceId = process.env._X_AMZN_TRACE_ID?.match(/Root=([^;]+)/)?.[1];
    const line = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: this.service,
      ...(traceId ? { xray_trace_id: traceId } : {}),
      ...this.keys,
      ...(fields instanceof Error ? { error: fields } : fields),
    };
    const seen = new WeakSet<object>();
    let text: string;
    try {
      text = JSON.stringify(line, (key, value: unknown) => {
        const kept = redactSensitive(key, value);
        if (typeof kept === 'bigint') return kept.toString();
        if (typeof kept !== 'object' || kept === null) return kept;
        if (seen.has(kept)) return '[Circular]';
        seen.add(kept);
        return kept instanceof Error ? errorFields(kept) : kept;
      });
    } catch {
      // A field that cannot be serialized must not fail the request that logs it.
      text = JSON.stringify({ level, message, timestamp: line.timestamp, service: this.service });
    }
    (LEVELS[level] >= LEVELS.WARN ? process.stderr : process.stdout).write(`${text}\n`);
  }
}

/**
 * One structured logger for every function. Log ids, statuses and reasons only: never tokens, cookies,
 * passwords, emails or whole events. The redaction is the safety net for a mistake, not the rule
 * (functions/lib/logger.test.ts drives the shared HTTP stack with secrets and checks no line holds one).
 */
export const logger = new JsonLogger(process.env.POWERTOOLS_SERVICE_NAME ?? 'fescue');
