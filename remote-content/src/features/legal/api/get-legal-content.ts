import type { LegalContent, LegalType } from '@cargora/shared/contracts';
import { apiGet } from '@cargora/shared/runtime';

/** GET /misc/legalcontent/:type: one legal document (the API publishes them in English). */
export const getLegalContent = (request: Request, type: LegalType) =>
  apiGet<LegalContent>(request, `/misc/legalcontent/${type}`);
