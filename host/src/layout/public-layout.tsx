import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingGrid, PageBody } from '@cargora/shared';
import { TopBar } from './top-bar';
import { Footer } from './footer';

export function PublicLayout() {
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
      <Footer />
    </>
  );
}
