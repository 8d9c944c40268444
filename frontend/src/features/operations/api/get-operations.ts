import useSWR from 'swr';
import { operationsOverviewSchema, type OperationsOverview } from '#shared/schemas/operations';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

const path = cacheKeys.operations;

/** GET /api/admin/operations: the Operations page's figures (operators only; 403 for golfers). */
export function getOperations(): Promise<OperationsOverview> {
  return getJson(path, operationsOverviewSchema);
}

export function useOperations() {
  return useSWR<OperationsOverview, Error>(path, getOperations, { revalidateOnMount: true });
}
