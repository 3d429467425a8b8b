import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, Card, LoadingGrid, PageBody, Text, reportRemoteLoad, type RemoteAppProps, type RemoteName } from '@cargora/shared';
import { loadRemoteApp, loadedVersion, resetRemote } from './remote-registry';
import { firstPaintFor, forgetFirstPaint } from './first-paint';
import { beginPageLoad } from '../layout/page-loads';

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

/** Contains render failures of one remote: the layout and the other remotes keep working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    reportRemoteLoad({ remote: this.props.remote, version: loadedVersion(this.props.remote), outcome: 'error', message: `render: ${error.message}` });
  }
  render() {
    if (this.state.failed) {
      return (
        <RemoteUnavailable
          remote={this.props.remote}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'failed' };

export function RemotePage({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRemoteApp(remote).then(
      // A transition: the remote's first render is time-sliced instead of one long task.
      (App) => live && startTransition(() => setState({ status: 'ready', App })),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  // The page counts as loading until the remote has rendered or failed (the footer waits for it).
  const loading = state.status === 'loading';
  useEffect(() => (loading ? beginPageLoad() : undefined), [loading]);

  // Once the remote has rendered (or failed), the server's first paint is stale.
  useEffect(() => {
    if (state.status !== 'loading') forgetFirstPaint();
  }, [state.status]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'loading') {
    const firstPaint = firstPaintFor(remote, location.pathname);
    // The server-rendered first paint of this route, until the remote itself renders (it is inert HTML of ours).
    if (firstPaint) {
      return <div data-first-paint={remote} inert="" aria-busy="true" aria-disabled="true" dangerouslySetInnerHTML={{ __html: firstPaint }} />;
    }
    return (
      <PageBody>
        <LoadingGrid />
      </PageBody>
    );
  }
  if (state.status === 'failed') return <RemoteUnavailable remote={remote} onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteBoundary key={`${location.pathname}:${attempt}`} remote={remote} onRetry={retry}>
      <App routeId={routeId} />
    </RemoteBoundary>
  );
}
