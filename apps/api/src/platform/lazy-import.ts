/**
 * An npm package loaded on first use instead of at start: `lazyImport(() => import("stripe"))`.
 * The build keeps npm packages external, so a static import loads the package when the server
 * starts even if nothing ever calls it; the payment SDKs and the S3 client took about a second of
 * every start that way (ARCHITECTURE.md, "Start-up"). Types still come from `import type`.
 *
 * The answer is one promise per process; a failed load is forgotten, so the next call tries again.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
