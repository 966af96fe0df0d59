/** An error with an HTTP-like status, thrown by screens so the route's error screen shows it. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
