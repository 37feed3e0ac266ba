import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once they threw. */
  fallback: (error: Error) => ReactNode;
  /** A new value (another query, page or retry) clears a caught error. */
  resetKey?: string;
}

/**
 * Catches what a part of a page throws (a failed query) so the page around it stays. It is not
 * meant to be remounted per change: pass `resetKey` to clear a caught error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
