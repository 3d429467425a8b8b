import { useApi, type LegalContent, type LegalType } from '@cargora/shared';

export function useLegalContent(type: LegalType) {
  return useApi<LegalContent>(`/misc/legalcontent/${type}`);
}
