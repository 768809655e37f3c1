import { Component, type ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';

interface Props {
  remote: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors of a remote's screens (a crash must not blank the host). */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[${this.props.remote}]`, error);
  }

  private retry = () => this.setState({ error: null, hasError: false });

  override render() {
    if (this.state.hasError) return <RemoteErrorPanel remote={this.props.remote} error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
