import { Component, type ReactNode } from 'react';

type Props = {
  /** What shows instead of a page that threw while rendering. */
  fallback: (error: unknown) => ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
};
type State = { failed: boolean; error: unknown };

/**
 * Catches a page that fails to load or crashes (the one job route-page.tsx needs done). Our own,
 * not react-error-boundary: its resets and hooks went unused and cost every first screen 0.45 KB gzip.
 */
export class PageErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    // Set here, not as a class field: the es2020 build would add its field helper to the entry.
    this.state = { failed: false, error: null };
  }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
