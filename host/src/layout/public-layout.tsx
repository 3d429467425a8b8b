import { Suspense, startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingGrid, PageBody } from '@cargora/shared';
import { TopBar } from './top-bar';
import { whenIdle } from '../app/scheduling';
import { Footer } from './footer';

/** True once the browser has been idle after the first render: below-the-fold parts wait for it. */
function useAfterStartUp(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready;
}

export function PublicLayout() {
  // The footer sits below a page-tall <main>: rendering it after start-up keeps the first commit small.
  const footerReady = useAfterStartUp();
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
      {footerReady ? <Footer /> : <footer aria-busy="true" style={{ minHeight: 480 }} />}
    </>
  );
}
