import { GHIN_ENV } from '../../functions/ghin/ghin-config';
import { startFakeGhin, type FakeGhin } from './fake-ghin';
import { createLocalGhinJobs, LOCAL_JOBS_PREFIX, type LocalGhinJobs } from './local-ghin-jobs';

/** The fake answers at once unless asked to be slow: a short deadline keeps the timeout test short. */
export const LOCAL_GHIN_TIMEOUT_MS = 2000;

export interface LocalGhin {
  fake: FakeGhin;
  jobs: LocalGhinJobs;
  operator: boolean;
  handlesPath(url: string | undefined): boolean;
  stop(): Promise<void>;
}

/** The local stack's GHIN: the fake server and the scheduled-sync queue (scripts/local/local-ghin-jobs.ts). */
export async function startLocalGhin(o: { operator: boolean }): Promise<LocalGhin> {
  const fake = await startFakeGhin();
  return {
    fake,
    jobs: createLocalGhinJobs(),
    operator: o.operator,
    handlesPath: (url) => (url ?? '').startsWith(LOCAL_JOBS_PREFIX),
    stop: () => fake.stop(),
  };
}

/** The ghin group's environment (functions/ghin/ghin-config.ts) against the fake. */
export function ghinEnvironment(ghin: LocalGhin): Record<string, string> {
  return {
    [GHIN_ENV.URL]: ghin.fake.url,
    [GHIN_ENV.TIMEOUT_MS]: String(LOCAL_GHIN_TIMEOUT_MS),
    // Empty when off, so that a login left in the shell cannot turn it on.
    [GHIN_ENV.OPERATOR_EMAIL]: ghin.operator ? ghin.fake.operator.email : '',
    [GHIN_ENV.OPERATOR_PASSWORD]: ghin.operator ? ghin.fake.operator.password : '',
    [GHIN_ENV.OPERATOR_SECRET_ARN]: '',
    [GHIN_ENV.SYNC_QUEUE_URL]: '',
  };
}
