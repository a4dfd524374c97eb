import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { fetchProduct } from "../../../../../api/catalogFiles.ts";
import { isApiError } from "../../../../../api/client/errors.ts";
import { PRODUCTS_PATH, productKey } from "../../../../../api/products.ts";
import type { StepProps } from "../registry.ts";

/**
 * Writes to a product's parts (files, keys, included products) from a step that saves each action
 * at once. Writes run one after another, each naming the version the previous one produced, so
 * several uploads finishing together do not trip over each other. Afterwards the editor gets the
 * fresh product (version, warnings, counts). A 409 means someone else saved the product: nothing
 * was changed, and the step offers to reload.
 */
export function usePartEdit({ product, onSaved }: Pick<StepProps, "product" | "onSaved">) {
  const client = useQueryClient();
  const version = useRef(product.version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<unknown>(null);

  // A newer product (reloaded, or saved by another step) brings its version along.
  useEffect(() => {
    version.current = Math.max(version.current, product.version);
  }, [product.version]);

  const run = useCallback(
    <T extends { productVersion: number }>(
      write: (version: number) => Promise<T>,
    ): Promise<T | undefined> => {
      setPending((n) => n + 1);
      const task = queue.current.then(async () => {
        try {
          const result = await write(version.current);
          version.current = result.productVersion;
          setError(null);
          onSaved(await fetchProduct(product.id));
          return result;
        } catch (caught) {
          if (isApiError(caught) && caught.status === 409) setConflict(true);
          else setError(caught);
          return undefined;
        } finally {
          setPending((n) => n - 1);
        }
      });
      queue.current = task;
      return task;
    },
    [onSaved, product.id],
  );

  /** After a conflict: load what the other editor saved, parts included. */
  const reload = useCallback(() => {
    setConflict(false);
    setError(null);
    void fetchProduct(product.id).then((fresh) => {
      version.current = fresh.version;
      onSaved(fresh);
    });
    void client.invalidateQueries({ queryKey: [PRODUCTS_PATH] });
    void client.invalidateQueries({ queryKey: productKey(product.id) });
  }, [client, onSaved, product.id]);

  return { run, reload, busy: pending > 0, conflict, error, clearError: () => setError(null) };
}

export type PartEdit = ReturnType<typeof usePartEdit>;
