import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, PageBody } from '@cargora/shared';

interface State {
  failed: boolean;
}

/** A render error inside a directory page shows an error card instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[directory] page failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.failed) {
      return (
        <PageBody>
          <ErrorState onRetry={() => this.setState({ failed: false })} />
        </PageBody>
      );
    }
    return this.props.children;
  }
}
