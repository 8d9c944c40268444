import { describe, expect, it } from 'vitest';
import { profileFormToUpdateSchema, profileUpdateSchema } from './user';
import { describeValidationError } from './api-error';

function messageFor(input: unknown): string | undefined {
  const result = profileUpdateSchema.safeParse(input);
  return result.success ? undefined : describeValidationError(result.error).message;
}

describe('profileUpdateSchema', () => {
  it('accepts a full, valid profile and normalises it', () => {
    const parsed = profileUpdateSchema.parse({
      firstName: '  Ada ',
      email: 'Ada@Example.COM',
      ghinNumber: '1234567',
      handicap: 12.4,
      city: '',
    });
    expect(parsed).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      ghinNumber: '1234567',
      handicap: 12.4,
      city: null,
    });
  });

  it('accepts null to clear the handicap', () => {
    expect(profileUpdateSchema.parse({ handicap: null }).handicap).toBeNull();
  });

  it.each([
    [{ handicap: 54.1 }, 'Handicap must be between +10 and 54'],
    [{ handicap: -10.5 }, 'Handicap must be between +10 and 54'],
    [{ handicap: 12.45 }, 'Handicap can have at most one decimal place, like 12.4'],
    [{ handicap: '0x10' }, 'Handicap must be a number, like 12.4, or +2.3 for a plus handicap'],
    [{ handicap: '-2.3' }, 'Handicap must be a number, like 12.4, or +2.3 for a plus handicap'],
    [{ email: 'not-an-email' }, 'Enter a valid email address, like name@example.com'],
    [{ ghinNumber: '12a45' }, 'GHIN number must contain digits only (up to 10)'],
    [{ firstName: 'x'.repeat(51) }, 'First name must be 50 characters or fewer'],
    [{}, 'Nothing to update: send at least one profile field'],
    [{ userId: 'someone-else' }, 'Nothing to update: send at least one profile field'],
  ])('rejects %j with an actionable message', (input, message) => {
    expect(messageFor(input)).toBe(message);
  });

  it('accepts the handicap limits themselves', () => {
    expect(messageFor({ handicap: -10 })).toBeUndefined();
    // A plus handicap, as a golfer writes it, is stored as WHS has it: +2.3 is -2.3.
    expect(profileUpdateSchema.parse({ handicap: '+2.3' }).handicap).toBe(-2.3);
    // Any other figure is a JSON number, as everywhere in the API: "12.4" as text is refused.
    expect(messageFor({ handicap: '12.4' })).toBe(
      'Handicap must be a number, like 12.4, or +2.3 for a plus handicap',
    );
    expect(messageFor({ handicap: 54 })).toBeUndefined();
  });

  it('keeps a handicap as the tenths it was accepted as, never a number too small for DynamoDB (fuzzing)', () => {
    expect(profileUpdateSchema.parse({ handicap: 7.4e-323 }).handicap).toBe(0);
    expect(profileUpdateSchema.parse({ handicap: 12.400000000001 }).handicap).toBe(12.4);
    expect(Object.is(profileUpdateSchema.parse({ handicap: -1e-300 }).handicap, 0)).toBe(true);
  });

  it('drops a userId from the body', () => {
    expect(profileUpdateSchema.parse({ firstName: 'Ada', userId: 'x' })).not.toHaveProperty('userId');
  });
});

describe('profileFormToUpdateSchema', () => {
  const blank = {
    firstName: '',
    lastName: '',
    email: '',
    ghinNumber: '',
    handicap: '',
    homeCourse: '',
    city: '',
    state: '',
    country: '',
  };

  it('sends an empty handicap as null', () => {
    expect(profileFormToUpdateSchema.parse({ ...blank, firstName: 'Ada' }).handicap).toBeNull();
  });

  it('converts a typed handicap to a number', () => {
    expect(profileFormToUpdateSchema.parse({ ...blank, handicap: '8.2' }).handicap).toBe(8.2);
  });

  it('keeps a typed plus handicap a plus handicap (stored negative, as WHS has it)', () => {
    expect(profileFormToUpdateSchema.parse({ ...blank, handicap: '+2.3' }).handicap).toBe(-2.3);
  });

  it('reports a non-numeric handicap with the API message', () => {
    const result = profileFormToUpdateSchema.safeParse({ ...blank, handicap: 'abc' });
    expect(result.success).toBe(false);
  });

  it.each(['0x10', '1e1', 'Infinity'])(
    'reads a handicap typed as %s as no number, as the API would',
    (handicap) => {
      const result = profileFormToUpdateSchema.safeParse({ ...blank, handicap });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['handicap', 'Handicap must be a number, like 12.4, or +2.3 for a plus handicap'],
      ]);
    },
  );
});
