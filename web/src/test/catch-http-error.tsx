import { Component, type ReactNode } from 'react';
import { HttpError } from '../lib/http-error';

/** For DOM tests of a screen whose data says 404 (or another status): the status it threw, as `data-testid="error"`. */
export class CatchHttpError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error instanceof HttpError) return <p data-testid="error">{error.status}</p>;
    return this.props.children;
  }
}
