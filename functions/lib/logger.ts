import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger for every function. Log ids, statuses and reasons only: never tokens, cookies,
 * passwords or whole events (they carry the session cookie).
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fescue' });
