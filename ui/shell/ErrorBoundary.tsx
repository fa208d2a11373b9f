/** Shows what a part of the app threw while rendering or loading in place of that part, as the data router's errorElement did, until the next navigation (or the fallback's retry) tries again. */
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

interface Props {
  /** `retry` renders the part again, e.g. once the browser is back online. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

export function ErrorBoundary({ fallback, children }: Props) {
  const { key } = useLocation();
  return <Boundary navigation={key} fallback={fallback}>{children}</Boundary>;
}

interface State {
  failure: { error: unknown } | null;
  navigation: string;
}

class Boundary extends Component<Props & { navigation: string }, State> {
  override state: State = { failure: null, navigation: this.props.navigation };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: { navigation: string }, state: State): Partial<State> | null {
    return props.navigation === state.navigation ? null : { failure: null, navigation: props.navigation };
  }

  private readonly retry = () => this.setState({ failure: null });

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error, this.retry) : this.props.children;
  }
}
