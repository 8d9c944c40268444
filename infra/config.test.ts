import { join } from 'node:path';
import { Construct } from 'constructs';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_MONTHLY_BUDGET_USD,
  defaultMapTileOrigins,
  readConfig,
  repoRoot,
} from './config';
import { DEFAULT_RESERVED_CONCURRENCY } from './concurrency';

function configWith(context: Record<string, unknown>) {
  const root = new Construct(undefined as unknown as Construct, '');
  for (const [key, value] of Object.entries(context)) root.node.setContext(key, value);
  return readConfig(root.node);
}

const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';

describe('readConfig', () => {
  it('defaults to a generated domain, no Google, the default tile hosts and frontend/dist', () => {
    expect(configWith({})).toEqual({
      domainName: undefined,
      certificateArn: undefined,
      authDomainPrefix: undefined,
      googleClientId: undefined,
      googleClientSecretName: undefined,
      golfCourseApiSecretName: undefined,
      mapTileOrigins: [...defaultMapTileOrigins],
      frontendDist: join(repoRoot, 'frontend', 'dist'),
      waf: false,
      monthlyBudgetUsd: DEFAULT_MONTHLY_BUDGET_USD,
      reservedConcurrency: DEFAULT_RESERVED_CONCURRENCY,
    });
  });

  it('reads reservedConcurrency: the defaults, some groups changed, or none', () => {
    expect(configWith({ reservedConcurrency: true }).reservedConcurrency).toEqual(
      DEFAULT_RESERVED_CONCURRENCY,
    );
    expect(configWith({ reservedConcurrency: { ghin: 10 } }).reservedConcurrency).toEqual({
      ...DEFAULT_RESERVED_CONCURRENCY,
      ghin: 10,
    });
    expect(configWith({ reservedConcurrency: false }).reservedConcurrency).toBeUndefined();
    expect(configWith({ reservedConcurrency: 'false' }).reservedConcurrency).toBeUndefined();
  });

  it.each([
    [{ reservedConcurrency: 'lots' }, /reservedConcurrency must be true, false, or a JSON object/],
    [{ reservedConcurrency: '{"photos":5}' }, /"photos" is not an endpoint group/],
    [{ reservedConcurrency: '{"ghin":0}' }, /ghin must be a whole number of instances, at least 1/],
    [{ reservedConcurrency: '{"ghin":2.5}' }, /ghin must be a whole number/],
  ])('refuses reservedConcurrency %j', (context, message) => {
    expect(() => configWith(context)).toThrow(ConfigError);
    expect(() => configWith(context)).toThrow(message);
  });

  it.each([
    [{ apiDomainName: 'api-origin.example.com' }, /apiDomainName and apiCertificateArn go together/],
    [
      { apiDomainName: 'not a host', apiCertificateArn: 'arn:aws:acm:eu-west-1:1:certificate/a' },
      /host name/,
    ],
    [{ apiDomainName: 'api.example.com', apiCertificateArn: 'certificate' }, /ACM certificate ARN/],
  ])('refuses the API host name options %j', (context, message) => {
    expect(() => configWith(context)).toThrow(ConfigError);
    expect(() => configWith(context)).toThrow(message);
  });

  it('reads the operations options: waf, alarmEmail, monthlyBudgetUsd and a restored tableName', () => {
    expect(
      configWith({
        waf: 'true',
        alarmEmail: 'ops@example.com',
        monthlyBudgetUsd: '250',
        tableName: 'fescue-restored',
      }),
    ).toMatchObject({
      waf: true,
      alarmEmail: 'ops@example.com',
      monthlyBudgetUsd: 250,
      tableName: 'fescue-restored',
    });
    expect(configWith({ waf: true, monthlyBudgetUsd: 75 })).toMatchObject({
      waf: true,
      monthlyBudgetUsd: 75,
    });
  });

  it.each([
    [{ waf: 'yes' }, /waf must be true or false/],
    [{ alarmEmail: 'ops' }, /alarmEmail must be an email address/],
    [{ monthlyBudgetUsd: '-5' }, /monthlyBudgetUsd must be a positive number/],
    [{ monthlyBudgetUsd: 'lots' }, /monthlyBudgetUsd must be a positive number/],
    [{ tableName: 'arn:aws:dynamodb:us-east-1:1:table/x' }, /tableName must be a DynamoDB table name/],
  ])('refuses operations option %j', (context, message) => {
    expect(() => configWith(context)).toThrow(ConfigError);
    expect(() => configWith(context)).toThrow(message);
  });

  it('accepts tile origins as a comma-separated string, a JSON list or a list', () => {
    const expected = ['https://a.example.com', 'https://*.b.example.com'];
    expect(
      configWith({ mapTileOrigins: 'https://a.example.com, https://*.b.example.com' }).mapTileOrigins,
    ).toEqual(expected);
    expect(configWith({ mapTileOrigins: JSON.stringify(expected) }).mapTileOrigins).toEqual(expected);
    expect(configWith({ mapTileOrigins: expected }).mapTileOrigins).toEqual(expected);
  });

  it.each([
    [{ mapTileOrigins: 'http://tiles.example.com' }, /not an https origin/],
    [{ mapTileOrigins: 'https://tiles.example.com/styles' }, /not an https origin/],
    [{ mapTileOrigins: "https://a.example.com 'unsafe-eval'" }, /not an https origin/],
    [{ domainName: 'golf.example.com' }, /set both or neither/],
    [{ certificateArn }, /set both or neither/],
    [{ domainName: 'https://golf.example.com', certificateArn }, /host name/],
    [
      {
        domainName: 'golf.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/abc',
      },
      /us-east-1/,
    ],
    [{ googleClientId: 'id.apps.googleusercontent.com' }, /googleClientSecretName/],
    [{ authDomainPrefix: 'my-cognito-login' }, /without aws, amazon or cognito/],
    [{ authDomainPrefix: 'Fescue' }, /lowercase/],
    [
      { golfCourseApiSecretName: 'arn:aws:secretsmanager:us-east-1:111111111111:secret:golf-AbCdEf' },
      /secret name .*not an ARN/,
    ],
    [
      { originVerifySecretVersionId: 'AWSCURRENT' },
      /VersionId that aws secretsmanager put-secret-value printed/,
    ],
  ])('refuses %j with a message saying what to fix', (context, message) => {
    expect(() => configWith(context)).toThrow(ConfigError);
    expect(() => configWith(context)).toThrow(message);
  });

  it('accepts a custom domain with a us-east-1 certificate and Google with its secret name', () => {
    expect(
      configWith({
        domainName: 'golf.example.com',
        certificateArn,
        googleClientId: 'id.apps.googleusercontent.com',
        googleClientSecretName: 'fescue/google',
        authDomainPrefix: 'fescue-golf',
      }),
    ).toMatchObject({ domainName: 'golf.example.com', googleClientSecretName: 'fescue/google' });
  });

  it('reads the GolfCourseAPI secret name that turns on worldwide course search', () => {
    expect(configWith({ golfCourseApiSecretName: 'fescue/golf-course-api-key' })).toMatchObject({
      golfCourseApiSecretName: 'fescue/golf-course-api-key',
    });
  });

  it('reads the origin-verify secret version a rotation pins', () => {
    const versionId = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
    expect(configWith({ originVerifySecretVersionId: versionId }).originVerifySecretVersionId).toBe(
      versionId,
    );
  });
});
