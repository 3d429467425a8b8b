import { Component, Suspense, lazy, useCallback, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteAppProps, RemoteName } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { reportRemoteLoad } from '@cargora/shared/runtime';
import { Button, Card, LoadingGrid, PageBody, Text } from '@cargora/shared/ui';
import { remoteSource } from './remote-source';

function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <PageBody>
      <Card role="alert" data-remote-unavailable={remote} style={{ textAlign: 'center', display: 'grid', gap: 12, justifyItems: 'center', padding: 32 }}>
        <Text as="h1" $variant="fm-h4">
          {t('remote.unavailableTitle')}
        </Text>
        <Text $muted>{t('remote.unavailableBody')}</Text>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
      </Card>
    </PageBody>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Contains load and render failures of one remote: the layout and the other remotes keep working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    // A failed load was reported by the registry (once, after its retries); a render failure is reported here.
    if (!(error as { remoteLoad?: boolean }).remoteLoad) {
      reportRemoteLoad({ remote: this.props.remote, version: remoteSource().version(this.props.remote), outcome: 'error', message: `render: ${error.message}` });
    }
  }
  render() {
    if (this.state.failed) {
      return (
        <RemoteUnavailable
          remote={this.props.remote}
          onRetry={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}

// One lazy App per remote (React keeps a failed one for good: Retry makes a new one).
const lazyApps = new Map<RemoteName, LazyExoticComponent<ComponentType<RemoteAppProps>>>();
function lazyApp(remote: RemoteName) {
  let App = lazyApps.get(remote);
  if (!App) {
    App = lazy(() =>
      remoteSource()
        .load(remote)
        .then(
          (Loaded) => ({ default: Loaded }),
          (error: unknown) => {
            throw Object.assign(error instanceof Error ? error : new Error(String(error)), { remoteLoad: true });
          },
        ),
    );
    lazyApps.set(remote, App);
  }
  return App;
}

/**
 * A remote's route. The same tree on the server and in the browser: the server renders the remote's App into it,
 * the browser hydrates that HTML once the same version's App has loaded (until then the server's HTML stays, and
 * on a page the server could not render, the loading state shows).
 */
export function RemotePage({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const retry = useCallback(() => {
    remoteSource().reset(remote);
    lazyApps.delete(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const App = lazyApp(remote);
  return (
    <RemoteBoundary key={`${location.pathname}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense
        fallback={
          <PageBody>
            <LoadingGrid />
          </PageBody>
        }
      >
        <App routeId={routeId} />
      </Suspense>
    </RemoteBoundary>
  );
}
