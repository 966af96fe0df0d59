/**
 * `promise`, marked with its value once it has settled (`status`, `value`), as React's `use` reads a
 * promise: one already settled is read at once, without suspending. So a module loaded before a
 * render (the server's, or the browser's hydration of the server's markup) renders in that render.
 */
export function readableByUse<T>(promise: Promise<T>): Promise<T> {
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }), () => undefined);
  return promise;
}
