import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IdString } from '@cargora/shared/contracts/schemas';
import type { ShareImageKind } from '@cargora/shared/server';
import type { ShareImagesRepository } from '../../../plugins/app/share-images/share-images-repository';
import type { ShareImageStore } from '../../../plugins/app/share-images/share-image-store';
import { agentCardSvg, serviceCardSvg } from '../../../plugins/app/share-images/share-card-svg';

export interface ShareImageRoutesOptions {
  repository: () => ShareImagesRepository;
  store: ShareImageStore;
}

// `<id>.png`: a service's id as the API's paths take it, an agent's storefront id (as /storefront/:userId takes it).
const ID = {
  service: new RegExp(IdString.pattern ?? '^[1-9][0-9]{0,8}$'),
  agent: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
} satisfies Record<ShareImageKind, RegExp>;
// The URL stays while the image may change (the ETag follows it): a day in caches, then revalidated.
const CACHE_CONTROL = 'public, max-age=86400';

/** GET /files/share/service/<id>.png and /files/share/agent/<userId>.png: Open Graph / Twitter card images. */
const routes: FastifyPluginAsync<ShareImageRoutesOptions> = async (fastify, { repository, store }) => {
  const svgOf = async (kind: ShareImageKind, id: string): Promise<string | undefined> => {
    if (kind === 'service') {
      const card = await repository().serviceCard(Number(id));
      return card && serviceCardSvg(card);
    }
    const card = await repository().agentCard(id);
    return card && agentCardSvg(card);
  };

  for (const kind of ['service', 'agent'] as const) {
    fastify.get(
      `/${kind}/:file`,
      async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
        const id = /^(.+)\.png$/.exec(request.params.file)?.[1];
        const svg = id !== undefined && ID[kind].test(id) ? await svgOf(kind, id) : undefined;
        if (id === undefined || svg === undefined) return reply.callNotFound();
        const etag = `"${store.stampOf(svg)}"`;
        void reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
          return reply.code(304).send();
        const image = await store.get(kind, id, svg);
        return reply.type('image/png').send(image.png);
      },
    );
  }
};

export default routes;
