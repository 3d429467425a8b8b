import { useSiteOrganization } from '@cargora/shared';

/** The publisher of the posts and help articles: Cargora itself (never rated). */
export const usePublisher = useSiteOrganization;
