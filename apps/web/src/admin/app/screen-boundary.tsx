import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../components/states';

interface State {
  error: unknown;
  key: number;
}

/**
 * Catches a screen that failed to render or to load its chunk (e.g. after a deploy replaced it):
 * the rest of the console keeps working and the screen can be tried again.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, key: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A console screen failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorState
          title="This page could not be shown"
          onRetry={() => this.setState((state) => ({ error: null, key: state.key + 1 }))}
        />
      );
    }
    return <div key={this.state.key}>{this.props.children}</div>;
  }
}
