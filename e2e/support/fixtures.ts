// Real ids from the seeded API, to fill route parameters.
import type { APIRequestContext } from '@playwright/test';
import { placeSlug } from '@cargora/shared/server';
import { API } from './site';

async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`);
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}`);
  const body = (await res.json()) as { data: { items?: T[] } & T };
  return (body.data.items ? body.data.items[0] : body.data) as T;
}

export interface RouteParams {
  id: string;
  category: string;
  countryName: string;
  stateName: string;
  userId: string;
  blogId: string;
  helpArticleId: string;
  careerId: string;
  /** A lane's places (the busiest international route's countries), as slugs. */
  origin: string;
  destination: string;
  /** What the pages of those ids show (titles and the agent's name). */
  texts: { service: string; agent: string; blog: string; helpArticle: string; career: string };
}

export async function realParams(request: APIRequestContext): Promise<RouteParams> {
  const service = await first<{ id: number; title: string }>(request, '/misc/services?pageSize=1');
  const agent = await first<{ userId: string; companyName: string; country: string; state: string }>(request, '/misc/user/agent?pageSize=1');
  const blog = await first<{ id: number; title: string }>(request, '/misc/blogs?pageSize=1');
  const career = await first<{ id: number; title: string }>(request, '/misc/careers?pageSize=1');
  const topics = await request.get(`${API}/misc/help/topics`);
  const topic = ((await topics.json()) as { data: { items: { id: number }[] } }).data.items[0]!;
  const topicDetail = await request.get(`${API}/misc/help/topics/${topic.id}`);
  const article = ((await topicDetail.json()) as { data: { articles: { id: number; title: string }[] } }).data.articles[0]!;
  const lane = await first<{ originCountry: string; destinationCountry: string }>(request, '/misc/popular/international-routes?limit=1');
  return {
    id: String(service.id),
    category: 'customsServices',
    countryName: agent.country,
    stateName: agent.state,
    userId: agent.userId,
    blogId: String(blog.id),
    helpArticleId: String(article.id),
    careerId: String(career.id),
    origin: placeSlug(lane.originCountry),
    destination: placeSlug(lane.destinationCountry),
    texts: { service: service.title, agent: agent.companyName, blog: blog.title, helpArticle: article.title, career: career.title },
  };
}

/** Fills a route pattern such as /storefront/:userId with real values. */
export function fillRoute(pattern: string, routeId: string, p: RouteParams): string {
  const values: Record<string, string> = {
    category: p.category,
    countryName: p.countryName,
    stateName: p.stateName,
    userId: p.userId,
    origin: p.origin,
    destination: p.destination,
    id: routeId === 'blogPost' ? p.blogId : routeId === 'helpArticle' ? p.helpArticleId : routeId === 'jobDetail' ? p.careerId : p.id,
  };
  return pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

export interface RouteSample {
  type: string;
  path: string;
  /** Text the page's main content shows (from the API, or the page's own heading in English). */
  text?: string;
}

/** One page of every route type (the ones bench:web measures, and a legal page), with real ids from the API. */
export async function routeSamples(request: APIRequestContext): Promise<RouteSample[]> {
  const p = await realParams(request);
  const path = (id: string, pattern: string) => fillRoute(pattern, id, p);
  return [
    { type: 'landing', path: '/landing-page', text: 'Ship anything, anywhere, with trusted agents' },
    { type: 'all services', path: '/allServices', text: 'All services' },
    { type: 'category', path: path('category', '/categories/:category') },
    { type: 'service detail', path: path('withProtection', '/with-cargora-protection/:id'), text: p.texts.service },
    { type: 'storefront', path: path('storefront', '/storefront/:userId'), text: p.texts.agent },
    { type: 'worldwide directory', path: '/worldwide-directory', text: 'Worldwide agent directory' },
    { type: 'country', path: path('countryDirectory', '/country-directory-page/:countryName') },
    { type: "state's companies", path: path('companyDetails', '/company-details/:countryName/:stateName') },
    { type: 'blog index', path: '/cargorareads', text: 'Cargora Reads' },
    { type: 'blog post', path: path('blogPost', '/popularblogs/:id'), text: p.texts.blog },
    { type: 'help center', path: '/help-center', text: 'Help Center' },
    { type: 'help article', path: path('helpArticle', '/help-center/sub-help/:id'), text: p.texts.helpArticle },
    { type: 'careers', path: '/career', text: 'Careers at Cargora' },
    { type: 'job', path: path('jobDetail', '/jobs-details/:id'), text: p.texts.career },
    { type: 'legal page', path: '/privacy-policy-page', text: 'Privacy Policy' },
  ];
}

/** `path` asked for in `lang` (`?lang=`, the form a crawler follows), whatever query it has. */
export const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
