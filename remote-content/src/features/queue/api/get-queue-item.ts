import { useApi, type QueueItem } from '@cargora/shared';

export function useQueueItem() {
  return useApi<QueueItem>('/misc/qms');
}
