// Test helpers: the directory's route modules run as the server runs them (status, data, head) and rendered as the
// browser renders them, each at its route's pattern from the site's table.
import { join } from 'node:path';
import type { RouteIdOf } from '@cargora/shared/contracts';
import { queryRouteModule, renderRouteModule, setupTestI18n } from '@cargora/shared/testing';

export const LOCALES = join(__dirname, '../../public/locales');

/** The directory's texts (and common's), from disk, in `lng`. */
export const setupDirectoryI18n = (lng = 'en') => setupTestI18n(LOCALES, ['directory'], lng);

/** A route module of any data (the helpers' own parameter type). */
type AnyRouteModule = Parameters<typeof queryRouteModule>[0];

/** Runs the module's loader for `url` as the server does: its status, data, error and head. */
export const queryRoute = (module: AnyRouteModule, id: RouteIdOf<'directory'>, url: string) =>
  queryRouteModule(module, { routeId: id, url });

/** Renders the module at `url` in a memory data router (its loader runs first). */
export const renderRoute = (module: AnyRouteModule, id: RouteIdOf<'directory'>, url: string) =>
  renderRouteModule(module, { routeId: id, url });

/** The JSON-LD blocks of a head by their @type. */
export const blocksOf = (structuredData: unknown[] | undefined, type: string) =>
  (structuredData ?? []).filter((b) => (b as { '@type'?: string })['@type'] === type) as Record<
    string,
    unknown
  >[];
