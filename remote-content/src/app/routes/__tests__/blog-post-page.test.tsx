import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { http } from '@cargora/shared';
import { renderRoute, setupTestI18n, httpError } from '@cargora/shared/testing';
import BlogPostPage from '../blog-post-page';

const LOCALES = join(__dirname, '../../../../public/locales');

describe('blog post', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));

  it('shows a friendly message with a way back when the API answers 404', async () => {
    const get = jest.spyOn(http, 'get').mockImplementation(() => httpError(404, 'Blog post 9999 not found') as never);
    renderRoute(<BlogPostPage />, { path: '/popularblogs/9999', pattern: '/popularblogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this article" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Cargora Reads/ })).toHaveAttribute('href', '/cargorareads');
    expect(get).toHaveBeenCalledWith('/misc/blogs/9999', expect.objectContaining({ params: { lang: 'en' } }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an invalid id as not found without calling the API', async () => {
    const get = jest.spyOn(http, 'get');
    renderRoute(<BlogPostPage />, { path: '/popularblogs/abc', pattern: '/popularblogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this article" })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows a retryable error for other failures', async () => {
    jest.spyOn(http, 'get').mockImplementation(() => httpError(500, 'Database unavailable') as never);
    renderRoute(<BlogPostPage />, { path: '/popularblogs/3', pattern: '/popularblogs/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
