import { Suspense, forwardRef, startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { Outlet } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { isServerRenderedPage } from '@cargora/shared/runtime';
import { LoadingGrid, PageBody } from '@cargora/shared/ui';
import { TopBar } from './top-bar';
import { RouteFocus, SkipLink } from './route-focus';
import { whenIdle } from '../app/scheduling';
import { lazyExport } from '../app/lazy-export';

const Footer = lazyExport(() => import('./footer'), 'Footer');
/** How far below the viewport the footer starts loading (about a phone screen of scrolling ahead). */
const FOOTER_LOAD_MARGIN_PX = 800;

/**
 * In a page the browser renders itself: true once the footer's place comes within FOOTER_LOAD_MARGIN_PX of the
 * viewport (checked after start-up), so a visitor who never scrolls down a long page never downloads it.
 * A server-rendered page has its footer in the HTML already: it is wanted from the start.
 */
function useFooterWanted(placeholder: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(isServerRenderedPage);
  useEffect(() => {
    if (wanted) return undefined;
    const el = placeholder.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      return whenIdle(() => startTransition(() => setWanted(true)));
    }
    let observer: IntersectionObserver | null = null;
    const cancelIdle = whenIdle(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) startTransition(() => setWanted(true));
        },
        { rootMargin: `0px 0px ${FOOTER_LOAD_MARGIN_PX}px 0px` },
      );
      observer.observe(el);
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [placeholder, wanted]);
  return wanted;
}

/** Keeps the footer's place (and its contentinfo landmark) until the footer itself has loaded. */
const FooterPlaceholder = forwardRef<HTMLElement>(function FooterPlaceholder(_props, ref) {
  return <footer ref={ref} aria-busy="true" style={{ minHeight: 480 }} />;
});

export function PublicLayout() {
  const placeholder = useRef<HTMLElement>(null);
  const footerWanted = useFooterWanted(placeholder);
  const { t } = useTranslation('host');
  return (
    <>
      <SkipLink href="#main">{t('a11y.skipToContent')}</SkipLink>
      <TopBar />
      <RouteFocus />
      <main id="main" tabIndex={-1} style={{ minHeight: '100vh', outline: 'none' }}>
        <Suspense
          fallback={
            <PageBody>
              <LoadingGrid />
            </PageBody>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {footerWanted ? (
        <Suspense fallback={<FooterPlaceholder />}>
          <Footer />
        </Suspense>
      ) : (
        <FooterPlaceholder ref={placeholder} />
      )}
    </>
  );
}
