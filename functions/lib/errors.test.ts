import { describe, expect, it } from 'vitest';
import { Conflict, inWords, Invalid, LimitReached, NotFound } from './errors';
import { toErrorResponse } from './http/error-handler';

const answer = (error: unknown) => {
  const response = toErrorResponse(error);
  return {
    status: response.statusCode,
    body: JSON.parse(String(response.body)) as unknown,
    retryAfter: response.headers?.['retry-after'],
  };
};

describe('domain errors, answered by the one error mapping', () => {
  it('answers a repository’s refusal with its kind’s status and the route’s words for its reason', async () => {
    const refused = inWords(Promise.reject(new NotFound('entry')), {
      entry: 'This course is not on your list',
    });
    await expect(refused).rejects.toThrow('This course is not on your list');
    expect(answer(await refused.catch((error: unknown) => error))).toEqual({
      status: 404,
      body: { message: 'This course is not on your list' },
      retryAfter: undefined,
    });
    expect(answer(new Conflict('course-changed')).status).toBe(409);
  });

  it('never shows a reason no route put into words (an internal name), but its kind’s plain default', () => {
    expect(answer(new Conflict('bucket-list-changed')).body).toEqual({
      message: 'This changed while you were saving. Please try again.',
    });
  });

  it('says when an allowance renews (429 with Retry-After)', () => {
    expect(answer(new LimitReached('courses-per-day', 3600))).toMatchObject({
      status: 429,
      retryAfter: '3600',
    });
  });

  it('marks the field a refused value came in, with the route’s words (400 with fieldErrors)', async () => {
    const refused = inWords(Promise.reject(new Invalid('photo-missing', 'imageUrl')), {
      'photo-missing': 'The photo did not finish uploading.',
    });
    expect(answer(await refused.catch((error: unknown) => error))).toEqual({
      status: 400,
      body: {
        message: 'The photo did not finish uploading.',
        fieldErrors: { imageUrl: 'The photo did not finish uploading.' },
      },
      retryAfter: undefined,
    });
    expect(answer(new Invalid('email-from-sign-in')).body).toEqual({
      message: 'This request could not be used. Please check it and try again.',
    });
  });

  it('leaves other errors alone', async () => {
    const boom = new Error('boom');
    await expect(inWords(Promise.reject(boom), { boom: 'words' })).rejects.toBe(boom);
  });
});
