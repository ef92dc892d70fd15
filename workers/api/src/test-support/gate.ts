/**
 * A promise settled by hand: holds a load in flight until the test lets it go.
 *
 * @example const held = gate(); const reading = load(() => held.promise); held.resolve(); await reading;
 */
export function gate<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
