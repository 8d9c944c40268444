import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '#shared/schemas/user';
import { BadRequestError } from '../errors';
import { httpEvent } from '../testing/http-event';
import { INVALID_JSON_MESSAGE, parseJsonBody, parsePathParams, parseQuery } from './parse-input';

function caught(fn: () => unknown): BadRequestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof BadRequestError) return error;
    throw error;
  }
  throw new Error('expected a BadRequestError');
}

describe('parseJsonBody', () => {
  it('returns the parsed, normalised body', () => {
    const event = httpEvent('PATCH /api/user/profile', { body: { email: 'Ada@Example.com' } });
    expect(parseJsonBody(event, profileUpdateSchema)).toEqual({ email: 'ada@example.com' });
  });

  it('refuses a body that is not JSON', () => {
    const error = caught(() =>
      parseJsonBody(httpEvent('PATCH /api/user/profile', { rawBody: '{"firstName":' }), profileUpdateSchema),
    );
    expect(error.message).toBe(INVALID_JSON_MESSAGE);
  });

  it('reports schema problems with a message and per-field errors', () => {
    const error = caught(() =>
      parseJsonBody(httpEvent('PATCH /api/user/profile', { body: { handicap: 60 } }), profileUpdateSchema),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Handicap must be between +10 and 54');
    expect(error.fieldErrors).toEqual({ handicap: 'Handicap must be between +10 and 54' });
  });

  it('lets the schema name what is missing when there is no body', () => {
    const error = caught(() => parseJsonBody(httpEvent('PATCH /api/user/profile'), profileUpdateSchema));
    expect(error.message).toBe('Nothing to update: send at least one profile field');
  });

  it('decodes a base64 body', () => {
    const event = {
      ...httpEvent('PATCH /api/user/profile'),
      body: Buffer.from('{"city":"Dornoch"}').toString('base64'),
      isBase64Encoded: true,
    };
    expect(parseJsonBody(event, profileUpdateSchema)).toEqual({ city: 'Dornoch' });
  });
});

describe('parseQuery and parsePathParams', () => {
  const schema = z.object({ id: z.string().regex(/^\d+$/, { error: 'Id must be a number' }) });

  it('parses the query string', () => {
    expect(parseQuery(httpEvent('GET /api/x', { query: { id: '42' } }), schema)).toEqual({ id: '42' });
  });

  it('refuses a bad path parameter with the schema message', () => {
    const event = { ...httpEvent('GET /api/x/{id}'), pathParameters: { id: 'abc' } };
    expect(caught(() => parsePathParams(event, schema)).message).toBe('Id must be a number');
  });
});
