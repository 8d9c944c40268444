import type { CloudFormationCustomResourceEvent } from 'aws-lambda';

/**
 * The deploy-time migrations custom resource's onEvent: it accepts the request and does nothing else; the
 * provider framework then calls isComplete (scripts/migrations/deploy-handler.ts), which runs them. Kept
 * apart so this function carries none of the migrations' code.
 */
export async function handler(
  event: CloudFormationCustomResourceEvent & { PhysicalResourceId?: string },
): Promise<{ PhysicalResourceId: string }> {
  return { PhysicalResourceId: event.PhysicalResourceId ?? 'fescue-deploy-migrations' };
}
