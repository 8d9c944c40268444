import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import type { EndpointGroupName } from '../functions/endpoint-groups';
import { readReservedConcurrency, ReservedConcurrencyError } from './concurrency';

/** The repository root: endpoint-group entries and frontend/dist are relative to it. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Tile, style, glyph and sprite hosts the map may fetch from (CSP img-src and connect-src). OpenFreeMap serves
 * the street style with its glyphs and sprites, Esri World Imagery the satellite layer, OpenTopoMap the terrain
 * layer. An operator who picks other providers sets context `mapTileOrigins`.
 */
export const defaultMapTileOrigins = [
  'https://tiles.openfreemap.org',
  'https://server.arcgisonline.com',
  'https://*.tile.opentopomap.org',
] as const;

/** What an operator configures with `cdk deploy -c key=value` or the `context` block of cdk.json. */
export interface FescueConfig {
  /** The app's own host name (app.example.com); with it, the app origin is known at synth time. */
  readonly domainName?: string;
  /** ACM certificate for domainName; CloudFront requires it in us-east-1. */
  readonly certificateArn?: string;
  /**
   * The API's own host name (e.g. api-origin.example.com) with a regional ACM certificate for it in the stack's
   * region: with both, the API answers only there (its execute-api endpoint is disabled) and CloudFront's
   * /api/* origin is that name. The operator points a DNS CNAME at the output ApiOriginTarget.
   */
  readonly apiDomainName?: string;
  readonly apiCertificateArn?: string;
  /** Cognito managed-login domain prefix; generated from the stack id when unset. */
  readonly authDomainPrefix?: string;
  /** Google OAuth client id: adds Google as a federated identity provider. */
  readonly googleClientId?: string;
  /** Name of the Secrets Manager secret (plain string) holding the Google OAuth client secret. */
  readonly googleClientSecretName?: string;
  /**
   * Name of the Secrets Manager secret (plain string) holding the GolfCourseAPI key: turns on worldwide
   * course search. Without it, the routes answer 503 and the UI hides Search Worldwide.
   */
  readonly golfCourseApiSecretName?: string;
  /**
   * The origin-verify secret's version CloudFront sends (`VersionId` from put-secret-value): set when rotating
   * it, so the deploy changes the template and CloudFront takes the new value. Unset: the current version at
   * the time the distribution was last updated.
   */
  readonly originVerifySecretVersionId?: string;
  /** Origins (https://host, one leading wildcard allowed) the map may load tiles and styles from. */
  readonly mapTileOrigins: readonly string[];
  /** The built SPA (npm run build); deployed only when it exists. */
  readonly frontendDist: string;
  /**
   * `-c waf=true`: an AWS WAF web ACL in front of CloudFront (a second stack, FescueWaf, in us-east-1 as
   * CloudFront requires; infra/waf.ts). Needs the target account and region known at synth (credentials).
   */
  readonly waf: boolean;
  /** Email address subscribed to the alarm topic (the operator confirms the subscription mail). */
  readonly alarmEmail?: string;
  /** The monthly AWS Budgets limit in US dollars (default DEFAULT_MONTHLY_BUDGET_USD). */
  readonly monthlyBudgetUsd: number;
  /**
   * The name of an existing table the stack uses instead of its own: the table restored from point-in-time
   * recovery (docs/operations.md, "Restore the table"). Unset: the stack's own table.
   */
  readonly tableName?: string;
  /**
   * Reserved concurrency per endpoint group (infra/concurrency.ts): the defaults unless context
   * `reservedConcurrency` changes some, or undefined (`-c reservedConcurrency=false`) for none.
   */
  readonly reservedConcurrency?: Readonly<Record<EndpointGroupName, number>>;
}

/** What the budget alarms on when no `monthlyBudgetUsd` is given: a small deployment's bill, with room. */
export const DEFAULT_MONTHLY_BUDGET_USD = 50;

export class ConfigError extends Error {}

function optionalString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new ConfigError(`Context ${key} must be a string`);
  return value.trim();
}

/** `-c mapTileOrigins=...` arrives as a string (JSON list or comma-separated); cdk.json may hold a real list. */
function stringList(node: Node, key: string): string[] | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    list = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new ConfigError(`Context ${key} must be a list of strings`);
  }
  return list.map((item: string) => item.trim()).filter(Boolean);
}

const httpsOrigin = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i;
const hostName = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
// Secrets Manager's name alphabet; an ARN (with colons) is refused, the grant is built from the name.
const secretName = /^[A-Za-z0-9/_+=.@-]{1,512}$/;
// Cognito refuses prefixes containing aws, amazon or cognito.
const domainPrefix = /^(?!.*(aws|amazon|cognito))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// Secrets Manager version ids are 32 to 64 characters (UUIDs when Secrets Manager makes them).
const secretVersionId = /^[A-Za-z0-9-]{32,64}$/;
const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// DynamoDB table names: 3 to 255 letters, digits, _ . -
const dynamoTableName = /^[A-Za-z0-9_.-]{3,255}$/;

/** `-c waf=true` arrives as a string; cdk.json may hold a real boolean. */
function flag(node: Node, key: string): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '' || value === false || value === 'false')
    return false;
  if (value === true || value === 'true') return true;
  throw new ConfigError(`Context ${key} must be true or false`);
}

export function readConfig(node: Node): FescueConfig {
  const domainName = optionalString(node, 'domainName');
  const certificateArn = optionalString(node, 'certificateArn');
  const apiDomainName = optionalString(node, 'apiDomainName');
  const apiCertificateArn = optionalString(node, 'apiCertificateArn');
  const authDomainPrefix = optionalString(node, 'authDomainPrefix');
  const googleClientId = optionalString(node, 'googleClientId');
  const googleClientSecretName = optionalString(node, 'googleClientSecretName');
  const golfCourseApiSecretName = optionalString(node, 'golfCourseApiSecretName');
  const originVerifySecretVersionId = optionalString(node, 'originVerifySecretVersionId');
  const mapTileOrigins = stringList(node, 'mapTileOrigins') ?? [...defaultMapTileOrigins];
  const frontendDist = optionalString(node, 'frontendDist') ?? join(repoRoot, 'frontend', 'dist');
  const waf = flag(node, 'waf');
  const alarmEmail = optionalString(node, 'alarmEmail');
  // `-c monthlyBudgetUsd=120` arrives as a string; cdk.json may hold a number.
  const budgetValue: unknown = node.tryGetContext('monthlyBudgetUsd');
  const budgetText = budgetValue === undefined || budgetValue === null ? '' : String(budgetValue).trim();
  const monthlyBudgetUsd = budgetText === '' ? DEFAULT_MONTHLY_BUDGET_USD : Number(budgetText);
  const tableName = optionalString(node, 'tableName');
  let reservedConcurrency: Record<EndpointGroupName, number> | undefined;
  try {
    reservedConcurrency = readReservedConcurrency(node);
  } catch (error) {
    if (error instanceof ReservedConcurrencyError) throw new ConfigError(error.message);
    throw error;
  }

  if (alarmEmail && !emailAddress.test(alarmEmail)) {
    throw new ConfigError(`Context alarmEmail must be an email address, got "${alarmEmail}"`);
  }
  if (!Number.isFinite(monthlyBudgetUsd) || monthlyBudgetUsd <= 0) {
    throw new ConfigError(
      `Context monthlyBudgetUsd must be a positive number of dollars, got "${budgetText}"`,
    );
  }
  if (tableName && !dynamoTableName.test(tableName)) {
    throw new ConfigError(`Context tableName must be a DynamoDB table name (not an ARN), got "${tableName}"`);
  }

  if (domainName && !hostName.test(domainName)) {
    throw new ConfigError(
      `Context domainName must be a host name such as app.example.com, got "${domainName}"`,
    );
  }
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new ConfigError('Context domainName and certificateArn go together: set both or neither');
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new ConfigError(
      'Context certificateArn must be an ACM certificate in us-east-1 (CloudFront requires it)',
    );
  }
  if (apiDomainName && !hostName.test(apiDomainName)) {
    throw new ConfigError(
      `Context apiDomainName must be a host name such as api-origin.example.com, got "${apiDomainName}"`,
    );
  }
  if (Boolean(apiDomainName) !== Boolean(apiCertificateArn)) {
    throw new ConfigError('Context apiDomainName and apiCertificateArn go together: set both or neither');
  }
  if (apiCertificateArn && !apiCertificateArn.startsWith('arn:aws:acm:')) {
    throw new ConfigError(
      "Context apiCertificateArn must be an ACM certificate ARN in the stack's region (API Gateway requires it)",
    );
  }
  if (authDomainPrefix && !domainPrefix.test(authDomainPrefix)) {
    throw new ConfigError(
      'Context authDomainPrefix must be lowercase letters, digits and hyphens, without aws, amazon or cognito',
    );
  }
  if (googleClientId && !googleClientSecretName) {
    throw new ConfigError(
      'Context googleClientId needs googleClientSecretName (a Secrets Manager secret name)',
    );
  }
  if (golfCourseApiSecretName && !secretName.test(golfCourseApiSecretName)) {
    throw new ConfigError(
      'Context golfCourseApiSecretName must be a Secrets Manager secret name (letters, digits and /_+=.@-), not an ARN',
    );
  }
  if (originVerifySecretVersionId && !secretVersionId.test(originVerifySecretVersionId)) {
    throw new ConfigError(
      'Context originVerifySecretVersionId must be the VersionId that aws secretsmanager put-secret-value printed',
    );
  }
  for (const origin of mapTileOrigins) {
    if (!httpsOrigin.test(origin)) {
      throw new ConfigError(
        `Context mapTileOrigins: "${origin}" is not an https origin such as https://tiles.example.com`,
      );
    }
  }
  return {
    domainName,
    certificateArn,
    apiDomainName,
    apiCertificateArn,
    authDomainPrefix,
    googleClientId,
    googleClientSecretName,
    golfCourseApiSecretName,
    originVerifySecretVersionId,
    mapTileOrigins,
    frontendDist,
    waf,
    alarmEmail,
    monthlyBudgetUsd,
    tableName,
    reservedConcurrency,
  };
}

/** The SPA is deployed only when it was built; synth must work on a fresh clone. */
export function hasFrontendBuild(config: FescueConfig): boolean {
  return existsSync(join(config.frontendDist, 'index.html'));
}
