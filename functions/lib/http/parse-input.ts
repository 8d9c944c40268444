import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { describeValidationError } from '#shared/schemas/api-error';
import { BadRequestError } from '../errors';

export const INVALID_JSON_MESSAGE = 'Request body must be valid JSON';

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const { message, fieldErrors } = describeValidationError(result.error);
    throw new BadRequestError(message, fieldErrors);
  }
  return result.data;
}

/** The JSON body through the route's schema; a missing body is parsed as `{}` so the schema names what is missing. */
export function parseJsonBody<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.output<S> {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '{}';
  let input: unknown;
  try {
    input = JSON.parse(raw);
  } catch {
    throw new BadRequestError(INVALID_JSON_MESSAGE);
  }
  return parseWith(schema, input);
}

export function parseQuery<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.output<S> {
  return parseWith(schema, event.queryStringParameters ?? {});
}

export function parsePathParams<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.output<S> {
  return parseWith(schema, event.pathParameters ?? {});
}
