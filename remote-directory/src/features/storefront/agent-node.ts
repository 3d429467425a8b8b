/** The storefront's node in the structured data: the page's LocalBusiness and the reviews shown attach by this @id. */
export const agentNodeId = (storefrontUrl: string) => `${storefrontUrl}#agent`;
