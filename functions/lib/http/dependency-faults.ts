import { CHANGED_WHILE_SAVING_MESSAGE, SERVICE_BUSY_MESSAGE } from '#shared/schemas/api-error';
import {
  ConflictError,
  HttpError,
  ServiceUnavailableError,
  UpstreamError,
  type UpstreamFailureKind,
} from '../errors';

/**
 * Errors of the AWS SDK (DynamoDB, S3, Secrets Manager...) told apart by name, so this module, loaded by
 * every Lambda, imports no client. The SDK has already retried the transient ones (standard mode, 3
 * attempts; see functions/data/dynamo-client.ts) by the time one reaches here.
 */
const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'Throttling',
  'SlowDown',
  'TooManyRequestsException',
]);
const UNAVAILABLE = new Set([
  'InternalServerError',
  'InternalError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TransactionInProgressException',
  // A single write (PutItem, UpdateItem...) on an item a transaction holds at that moment; the SDK does not
  // retry it, and nothing was written.
  'TransactionConflictException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);
/** Node's socket errors: the dependency could not be reached at all. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** Reasons a transaction was cancelled that a later retry of the same request can get past. */
const PASSING_REASONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

/** The status of each way a third-party service (GHIN, GolfCourseAPI) can fail; see UpstreamFailureKind. */
const UPSTREAM_STATUS: Record<UpstreamFailureKind, number> = {
  credentials: 422,
  'not-found': 404,
  'not-permitted': 409,
  'not-configured': 503,
  unavailable: 503,
  'bad-answer': 502,
};

function upstreamFault(error: UpstreamError): HttpError {
  return new HttpError(UPSTREAM_STATUS[error.kind], error.message, {
    expose: true,
    cause: error,
    retryAfterSeconds: error.retryAfterSeconds,
    details: error.details,
  });
}

function field(error: object, name: string): unknown {
  return (error as Record<string, unknown>)[name];
}

/**
 * The answer to a failure of one of our dependencies, or undefined for anything else (a bug: a logged
 * 500). A third-party service's failure (UpstreamError) answers its kind's status with its message. Throttling, a dependency down or unreachable, and a transaction cancelled only by a passing reason
 * are a 503 "Fescue is busy" (nothing was written: DynamoDB transactions are all or nothing, and a route
 * writes its items in one); a transaction or a write whose condition no longer held is a 409.
 */
export function dependencyFault(error: unknown): HttpError | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error instanceof UpstreamError) return upstreamFault(error);
  const name = error.name;
  if (name === 'TransactionCanceledException') {
    const reasons = field(error, 'CancellationReasons');
    const codes = Array.isArray(reasons)
      ? reasons.map((reason) => String((reason as { Code?: unknown }).Code ?? 'None'))
      : [];
    if (codes.includes('ConditionalCheckFailed')) {
      return new ConflictError(CHANGED_WHILE_SAVING_MESSAGE);
    }
    if (codes.some((code) => PASSING_REASONS.has(code))) {
      return new ServiceUnavailableError(SERVICE_BUSY_MESSAGE, { cause: error });
    }
    return undefined;
  }
  if (name === 'ConditionalCheckFailedException') return new ConflictError(CHANGED_WHILE_SAVING_MESSAGE);
  const code = field(error, 'code');
  const metadata = field(error, '$metadata') as { httpStatusCode?: number } | undefined;
  if (
    THROTTLED.has(name) ||
    UNAVAILABLE.has(name) ||
    (typeof code === 'string' && UNREACHABLE.has(code)) ||
    (field(error, '$fault') === 'server' && (metadata?.httpStatusCode ?? 500) >= 500)
  ) {
    return new ServiceUnavailableError(SERVICE_BUSY_MESSAGE, { cause: error });
  }
  return undefined;
}
