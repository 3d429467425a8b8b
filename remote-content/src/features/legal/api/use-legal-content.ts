import type { LegalContent, LegalType } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export function useLegalContent(type: LegalType) {
  return useApi<LegalContent>(`/misc/legalcontent/${type}`);
}
