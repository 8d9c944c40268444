import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Keys whose values never reach a log line, whatever a caller passes: credentials (tokens, cookies,
 * authorization headers, passwords, secrets, API keys), personal data (emails, people's names; not `name`,
 * which Powertools uses for an error's class) and whole requests (events, headers and bodies carry the session
 * cookie and what golfers typed). Matched in a key of any case, at any depth of the logged object.
 */
const REDACTED_KEY =
  /token|cookie|authori[sz]ation|password|passwd|secret|api[-_]?key|credential|email|^(event|headers|multiValueHeaders|body|rawBody|firstName|lastName|displayName)$/i;

export const REDACTED = '[redacted]';

/** Powertools calls this for every key of a log item before serializing it. */
export function redactSensitive(key: string, value: unknown): unknown {
  return key !== '' && REDACTED_KEY.test(key) ? REDACTED : value;
}

/**
 * One structured logger for every function. Log ids, statuses and reasons only: never tokens, cookies,
 * passwords, emails or whole events. The replacer is the safety net for a mistake, not the rule
 * (functions/lib/logger.test.ts drives the shared HTTP stack with secrets and checks no line holds one).
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fescue',
  jsonReplacerFn: redactSensitive,
});
