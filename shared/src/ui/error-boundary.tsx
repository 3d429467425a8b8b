import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed tree; `reset` renders the children again. */
  fallback: (reset: () => void) => ReactNode;
  /** Names the package in the console message, e.g. "catalog". */
  name?: string;
  children: ReactNode;
}

/** Keeps a render error inside the page instead of blanking the whole site. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.name ?? 'page'}] render error`, error, info.componentStack);
  }

  render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
