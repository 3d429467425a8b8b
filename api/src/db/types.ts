/**
 * Row types of the database, as Kysely sees them (snake_case, JSON arrays and objects stored as TEXT): generated from
 * the migrated schema into ./types.generated.ts (`pnpm --filter @cargora/api run db:types`; a test fails when a
 * migration changed the schema without regenerating). This file names the rows the code passes around and adds what
 * the generator cannot see.
 */
import type { Selectable } from 'kysely';
import type { DB } from './types.generated';

/** `translations`: JSON {"fr": {field: text}, "ar": {...}} of the row's texts in the other languages (migration 010). */
export type Translations = string;

/** SQLite only (migration 012): the FTS5 index of the services, rowid = services.id; rank is bm25's. */
export interface ServicesFtsTable {
  rowid: number;
  text: string;
  rank: number;
}

export interface Database extends DB {
  services_fts: ServicesFtsTable;
}

/** A row as selected from `table`. */
export type Row<T extends keyof DB> = Selectable<DB[T]>;

export type AgentsTable = Row<'agents'>;
export type BlogPostsTable = Row<'blog_posts'>;
export type JobApplicationsTable = Row<'job_applications'>;
export type OtpChallengesTable = Row<'otp_challenges'>;
export type QuoteRequestsTable = Row<'quote_requests'>;
export type ServicesTable = Row<'services'>;
export type TelemetryRemoteLoadTable = Row<'telemetry_remote_load'>;
export type UsersTable = Row<'users'>;
export type PlacesTable = Row<'places'>;
export type ReviewsTable = Row<'reviews'>;
