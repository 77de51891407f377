import { Component, ErrorInfo, ReactNode } from 'react';
import { ErrorState } from './StatusMessage';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (e.g. the route) clears a caught error. */
  resetKey?: unknown;
}

/** Keeps a crashing page from blanking the whole app: shows an error with a retry instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; resetKey: unknown }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { failed: boolean; resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorState message="Tuto stránku se nepodařilo zobrazit." onRetry={() => this.setState({ failed: false })} />;
  }
}
