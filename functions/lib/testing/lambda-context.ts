import type { Context } from 'aws-lambda';

/** The Lambda context our handlers read nothing from; middy only needs an object. */
export const lambdaContext = {
  functionName: 'fescue-test',
  awsRequestId: 'request-1',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;
