import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ContentLangT, HelpFeedbackT } from '@cargora/shared/contracts/schemas';
import type { Database } from '../../../db/types';

/** The help_feedback table (migration 011). */
export interface HelpFeedbackTable {
  id: string;
  article_id: number;
  /** 1: the article helped; 0: it did not. */
  helpful: number;
  comment: string | null;
  lang: string;
  client_ip: string;
  created_at: string;
}

/** The database with the table this repository owns. */
type FeedbackDatabase = Database & { help_feedback: HelpFeedbackTable };

export interface NewHelpFeedback {
  id: string;
  articleId: number;
  helpful: boolean;
  comment: string | null;
  lang: ContentLangT;
  clientIp: string;
  createdAt: string;
}

function toHelpFeedback(row: HelpFeedbackTable): HelpFeedbackT {
  return {
    id: row.id,
    articleId: Number(row.article_id),
    helpful: Number(row.helpful) === 1,
    comment: row.comment,
    createdAt: row.created_at,
  };
}

export function createHelpFeedbackRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<FeedbackDatabase>;
  return {
    /** Whether the help article exists. */
    async articleExists(articleId: number): Promise<boolean> {
      const row = await db.selectFrom('help_articles').select('id').where('id', '=', articleId).executeTakeFirst();
      return row !== undefined;
    },

    async insert(feedback: NewHelpFeedback): Promise<HelpFeedbackT> {
      const row: HelpFeedbackTable = {
        id: feedback.id,
        article_id: feedback.articleId,
        helpful: feedback.helpful ? 1 : 0,
        comment: feedback.comment,
        lang: feedback.lang,
        client_ip: feedback.clientIp,
        created_at: feedback.createdAt,
      };
      await db.insertInto('help_feedback').values(row).execute();
      return toHelpFeedback(row);
    },

    /** An article's answers, newest first (for the editors' reports and the tests). */
    async listForArticle(articleId: number): Promise<HelpFeedbackT[]> {
      const rows = await db
        .selectFrom('help_feedback')
        .selectAll()
        .where('article_id', '=', articleId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toHelpFeedback);
    },

    /** How many answers an article has had, and how many said it helped. */
    async summary(articleId: number): Promise<{ total: number; helpful: number }> {
      const row = await db
        .selectFrom('help_feedback')
        .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>('helpful').as('helpful')])
        .where('article_id', '=', articleId)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), helpful: Number(row.helpful ?? 0) };
    },
  };
}

export type HelpFeedbackRepository = ReturnType<typeof createHelpFeedbackRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    helpFeedbackRepository: HelpFeedbackRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('helpFeedbackRepository', createHelpFeedbackRepository(fastify.db));
  },
  { name: 'help-feedback-repository', dependencies: ['db'] },
);
