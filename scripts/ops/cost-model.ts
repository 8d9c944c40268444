/**
 * npm run cost: what Fescue costs a month in AWS for 1,000, 100,000 and 1,000,000 active golfers.
 *
 * DynamoDB requests and capacity units per visit are MEASURED: scripts/ops/measure-session.ts drives a
 * golfer's visit over HTTP against the local stack and writes scripts/ops/measured-session.json. Everything
 * else is an input below, each with its source: AWS list prices for us-east-1 as known on the date given
 * (VERIFY AGAINST THE AWS PRICING PAGES before relying on them), and usage assumptions marked ESTIMATE.
 * Free tiers are left out (they matter only for the smallest deployment), so the figures are upper bounds.
 */
import { readFileSync } from 'node:fs';

/** us-east-1 list prices in US dollars, as known on PRICES_AS_OF. Verify against the AWS pricing pages. */
export const PRICES_AS_OF = '2025-06 (verify against the AWS pricing pages)';
export const PRICE = {
  /** DynamoDB on-demand, per million read request units (after the November 2024 price cut). */
  dynamoReadPerMillion: 0.125,
  /** DynamoDB on-demand, per million write request units. */
  dynamoWritePerMillion: 0.625,
  /** DynamoDB Standard table storage, per GB-month. */
  dynamoStoragePerGbMonth: 0.25,
  /** Point-in-time recovery (continuous backups), per GB-month of table size. */
  dynamoPitrPerGbMonth: 0.2,
  /** Lambda requests, per million. */
  lambdaRequestsPerMillion: 0.2,
  /** Lambda compute on arm64 (Graviton), per GB-second. */
  lambdaArmPerGbSecond: 0.0000133334,
  /** API Gateway HTTP API, per million requests (first 300 million a month). */
  httpApiPerMillion: 1.0,
  /** CloudFront data transfer out to the internet, North America and Europe, per GB (first 10 TB). */
  cloudFrontPerGb: 0.085,
  /** CloudFront HTTPS requests, per million (North America and Europe: $0.0100 per 10,000). */
  cloudFrontHttpsPerMillion: 1.0,
  /** S3 Standard storage, per GB-month (first 50 TB). */
  s3StoragePerGbMonth: 0.023,
  /** S3 PUT requests, per thousand. */
  s3PutPerThousand: 0.005,
  /** S3 GET requests, per thousand. */
  s3GetPerThousand: 0.0004,
  /** Cognito Essentials tier (the stack's feature plan), per monthly active user beyond the free 10,000. */
  cognitoEssentialsPerMau: 0.015,
  cognitoFreeMaus: 10_000,
  /** CloudWatch standard alarm, per alarm-month. */
  cloudWatchAlarmPerMonth: 0.1,
  /** CloudWatch custom metric, per metric-month (first 10,000). */
  cloudWatchMetricPerMonth: 0.3,
  /** CloudWatch dashboard, per month (beyond three free). */
  cloudWatchDashboardPerMonth: 3.0,
  /** CloudWatch Logs ingestion, per GB. */
  cloudWatchLogsPerGb: 0.5,
  /** X-Ray traces recorded, per million. */
  xrayTracesPerMillion: 5.0,
  /** Secrets Manager, per secret-month. */
  secretPerMonth: 0.4,
  /** WAF (only with -c waf=true): per web ACL-month, per rule-month, per million requests. */
  wafAclPerMonth: 5.0,
  wafRulePerMonth: 1.0,
  wafRequestsPerMillion: 0.6,
} as const;

/** How an active golfer uses Fescue in a month. ESTIMATES unless marked measured. */
export const USAGE = {
  /** ESTIMATE: visits per active golfer per month (a round or two a week logged, some browsing). */
  visitsPerGolferMonth: 8,
  /** ESTIMATE: average Lambda billed duration per API call, ms (warm handlers answer in tens of ms locally). */
  lambdaMsPerCall: 80,
  /** The functions' memory (infra/constructs/fescue-function.ts), GB. */
  lambdaMemoryGb: 1,
  /** ESTIMATE: share of calls that meet a cold start, and its extra billed init time in ms. */
  coldStartShare: 0.02,
  coldStartMs: 600,
  /** ESTIMATE: app assets served per visit, MB (the service worker keeps the shell after the first visit). */
  assetMbPerVisit: 0.3,
  /** ESTIMATE: asset requests per visit reaching CloudFront. */
  assetRequestsPerVisit: 8,
  /** ESTIMATE: average API response size, kB. */
  apiKbPerCall: 4,
  /** ESTIMATE: photos uploaded per golfer per month and their size (the client resizes; limit 5 MB). */
  photosPerGolferMonth: 1,
  photoMb: 1.5,
  /** ESTIMATE: photo views per golfer per month (CloudFront caches; S3 GETs only on a miss, 20%). */
  photoViewsPerGolferMonth: 20,
  photoCacheMissShare: 0.2,
  /** ESTIMATE: table size per golfer, MB (rounds, ratings, counters and index copies; a few hundred rounds). */
  tableMbPerGolfer: 0.5,
  /** ESTIMATE: log volume per API call, kB (one or two JSON lines; refusals and errors only at INFO). */
  logKbPerCall: 0.5,
  /** X-Ray's default sampling: the first request each second and 5% of the rest. */
  xraySampledShare: 0.05,
  /** Fixed: alarms in the stack (infra/monitoring.ts: 2 API, 2 per Lambda x 11, DynamoDB, GHIN DLQ). */
  alarms: 26,
  /** Fixed: custom metrics (ColdStart, ServerError, Refused per function, GHIN counts), estimate. */
  customMetrics: 30,
  /** Fixed: secrets (origin-verify; the GolfCourseAPI key and GHIN login when configured). */
  secrets: 3,
  /** Fixed, with -c waf=true: rules in the web ACL (infra/waf.ts). */
  wafRules: 5,
} as const;

export const GOLFER_COUNTS = [1_000, 100_000, 1_000_000] as const;

export interface MeasuredVisit {
  measuredAt: string;
  visit: { route: string; requests: number; readUnits: number; writeUnits: number }[];
}

export function readMeasuredVisit(): MeasuredVisit {
  return JSON.parse(
    readFileSync(new URL('./measured-session.json', import.meta.url), 'utf8'),
  ) as MeasuredVisit;
}

export type CostLines = Record<string, number>;

/** The monthly bill, by service, for `golfers` active golfers. */
export function monthlyCost(golfers: number, measured: MeasuredVisit, waf = false): CostLines {
  const visits = golfers * USAGE.visitsPerGolferMonth;
  const apiCallsPerVisit = measured.visit.length;
  const apiCalls = visits * apiCallsPerVisit;
  const readUnits = visits * measured.visit.reduce((sum, step) => sum + step.readUnits, 0);
  const writeUnits = visits * measured.visit.reduce((sum, step) => sum + step.writeUnits, 0);
  const tableGb = (golfers * USAGE.tableMbPerGolfer) / 1024;
  const photos = golfers * USAGE.photosPerGolferMonth;
  const photoViews = golfers * USAGE.photoViewsPerGolferMonth;
  // Photos accumulate; a year of uploads is the figure stored in a steady month.
  const photoGb = (photos * 12 * USAGE.photoMb) / 1024;
  const gbSeconds =
    apiCalls *
    USAGE.lambdaMemoryGb *
    ((USAGE.lambdaMsPerCall + USAGE.coldStartShare * USAGE.coldStartMs) / 1000);
  const cloudFrontRequests = apiCalls + visits * USAGE.assetRequestsPerVisit + photoViews;
  const cloudFrontGb =
    (visits * USAGE.assetMbPerVisit) / 1024 +
    (apiCalls * USAGE.apiKbPerCall) / 1024 / 1024 +
    (photoViews * USAGE.photoMb) / 1024;

  return {
    'DynamoDB requests':
      (readUnits / 1e6) * PRICE.dynamoReadPerMillion + (writeUnits / 1e6) * PRICE.dynamoWritePerMillion,
    'DynamoDB storage + PITR': tableGb * (PRICE.dynamoStoragePerGbMonth + PRICE.dynamoPitrPerGbMonth),
    Lambda: (apiCalls / 1e6) * PRICE.lambdaRequestsPerMillion + gbSeconds * PRICE.lambdaArmPerGbSecond,
    'API Gateway': (apiCalls / 1e6) * PRICE.httpApiPerMillion,
    CloudFront:
      cloudFrontGb * PRICE.cloudFrontPerGb + (cloudFrontRequests / 1e6) * PRICE.cloudFrontHttpsPerMillion,
    S3:
      photoGb * PRICE.s3StoragePerGbMonth +
      (photos / 1000) * PRICE.s3PutPerThousand +
      ((photoViews * USAGE.photoCacheMissShare) / 1000) * PRICE.s3GetPerThousand,
    Cognito: Math.max(0, golfers - PRICE.cognitoFreeMaus) * PRICE.cognitoEssentialsPerMau,
    'CloudWatch (alarms, metrics, dashboard, logs)':
      USAGE.alarms * PRICE.cloudWatchAlarmPerMonth +
      USAGE.customMetrics * PRICE.cloudWatchMetricPerMonth +
      PRICE.cloudWatchDashboardPerMonth +
      ((apiCalls * USAGE.logKbPerCall) / 1024 / 1024) * PRICE.cloudWatchLogsPerGb,
    'X-Ray': ((apiCalls * USAGE.xraySampledShare) / 1e6) * PRICE.xrayTracesPerMillion,
    'Secrets Manager': USAGE.secrets * PRICE.secretPerMonth,
    ...(waf
      ? {
          'WAF (-c waf=true)':
            PRICE.wafAclPerMonth +
            USAGE.wafRules * PRICE.wafRulePerMonth +
            (cloudFrontRequests / 1e6) * PRICE.wafRequestsPerMillion,
        }
      : {}),
  };
}

const dollars = (value: number) =>
  value >= 100 ? `$${Math.round(value).toLocaleString('en-US')}` : `$${value.toFixed(2)}`;

function main(): void {
  const measured = readMeasuredVisit();
  const perVisit = measured.visit.reduce(
    (sum, step) => ({
      requests: sum.requests + step.requests,
      readUnits: sum.readUnits + step.readUnits,
      writeUnits: sum.writeUnits + step.writeUnits,
    }),
    { requests: 0, readUnits: 0, writeUnits: 0 },
  );
  console.log(`Fescue monthly cost model, us-east-1 list prices as of ${PRICES_AS_OF}; free tiers left out.`);
  console.log(
    `Measured visit (${measured.measuredAt.slice(0, 10)}, scripts/ops/measured-session.json): ${measured.visit.length} API calls, ` +
      `${perVisit.requests} DynamoDB requests, ${perVisit.readUnits} RRU, ${perVisit.writeUnits} WRU. ` +
      `${USAGE.visitsPerGolferMonth} visits per golfer a month (estimate).\n`,
  );
  const columns = GOLFER_COUNTS.map((golfers) => monthlyCost(golfers, measured, true));
  const services = Object.keys(columns[0] ?? {});
  const header = ['service', ...GOLFER_COUNTS.map((count) => `${count.toLocaleString('en-US')} golfers`)];
  const rows = services.map((service) => [
    service,
    ...columns.map((column) => dollars(column[service] ?? 0)),
  ]);
  const total = (column: CostLines, withWaf: boolean) =>
    Object.entries(column)
      .filter(([service]) => withWaf || !service.startsWith('WAF'))
      .reduce((sum, [, value]) => sum + value, 0);
  rows.push(['total without WAF', ...columns.map((column) => dollars(total(column, false)))]);
  rows.push(['total with WAF', ...columns.map((column) => dollars(total(column, true)))]);
  rows.push([
    'per golfer (without WAF)',
    ...columns.map((column, index) => `$${(total(column, false) / (GOLFER_COUNTS[index] ?? 1)).toFixed(4)}`),
  ]);
  const widths = header.map((_, index) =>
    Math.max(...[header, ...rows].map((row) => (row[index] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `| ${widths.map((width, index) => (index === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const row of rows) console.log(line(row));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
