import { Suspense, forwardRef, startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingGrid, PageBody } from '@cargora/shared';
import { TopBar } from './top-bar';
import { whenIdle } from '../app/scheduling';
import { lazyExport } from '../app/lazy-export';
import { whenPageSettled } from './page-loads';

const Footer = lazyExport(() => import('./footer'), 'Footer');
/** How far below the viewport the footer starts loading (about a phone screen of scrolling ahead). */
const FOOTER_LOAD_MARGIN_PX = 800;

/**
 * True once the footer's place comes within FOOTER_LOAD_MARGIN_PX of the viewport. It is checked after start-up and
 * once the page's content has arrived (on a short page, that is at once): a visitor who never scrolls down a long
 * page never downloads it.
 */
function useFooterWanted(placeholder: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const el = placeholder.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      return whenIdle(() => startTransition(() => setWanted(true)));
    }
    let observer: IntersectionObserver | null = null;
    let cancelSettled: (() => void) | null = null;
    const cancelIdle = whenIdle(() => {
      cancelSettled = whenPageSettled(() => {
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) startTransition(() => setWanted(true));
          },
          { rootMargin: `0px 0px ${FOOTER_LOAD_MARGIN_PX}px 0px` },
        );
        observer.observe(el);
      });
    });
    return () => {
      cancelIdle();
      cancelSettled?.();
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
  // The footer sits below a page-tall <main>: it is fetched and rendered when the visitor nears it.
  const placeholder = useRef<HTMLElement>(null);
  const footerWanted = useFooterWanted(placeholder);
  return (
    <>
      <TopBar />
      <main id="main" style={{ minHeight: '100vh' }}>
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
