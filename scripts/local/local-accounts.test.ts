import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, localAccount, OPERATOR_EMAIL, subjectForEmail } from './local-accounts';

describe('subjectForEmail', () => {
  it('is a version 5 UUID, the same for the same email whatever its case or spacing', () => {
    const sub = subjectForEmail('Demo@Fescue.golf ');
    expect(sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sub).toBe(subjectForEmail(DEMO_EMAIL));
  });

  it('differs between emails', () => {
    expect(subjectForEmail('a@example.com')).not.toBe(subjectForEmail('b@example.com'));
  });
});

describe('localAccount', () => {
  it('gives the demo golfer a real name', () => {
    expect(localAccount(DEMO_EMAIL)).toMatchObject({
      email: DEMO_EMAIL,
      givenName: 'Alex',
      familyName: 'Morgan',
    });
  });

  it('makes no name up from an address: tester1@… has none, as a Cognito account whose golfer gave none', () => {
    expect(localAccount('tester1@example.com')).toMatchObject({ givenName: null, familyName: null });
    expect(localAccount('pat.o-neil+golf@example.com')).toMatchObject({ givenName: null, familyName: null });
  });

  it('puts the operator account, and only it, in the admins group', () => {
    expect(localAccount(OPERATOR_EMAIL).groups).toEqual(['admins']);
    expect(localAccount(' Admin@Fescue.golf').groups).toEqual(['admins']);
    expect(localAccount(DEMO_EMAIL).groups).toEqual([]);
    expect(localAccount('admin@fescue.golf.example.com').groups).toEqual([]);
  });
});
