import type { PageMeta } from '../seo/page-meta';
import { usePageMeta } from './use-page-meta';

/** Sets the document title and meta description of a page, and whatever else of its metadata it knows. */
export function useDocumentMeta(
  title: string,
  description?: string,
  more: Omit<PageMeta, 'title' | 'description'> = {},
) {
  usePageMeta({ title, description, ...more });
}
