import { useCallback, useEffect, useRef, useState } from "react";
import type { StoredFile } from "../../../../../api/catalogTypes.ts";
import { isApiError } from "../../../../../api/client/errors.ts";
import { uploadFile, type FilePurpose } from "../../../../../api/uploads.ts";
import { useErrorText } from "../../../../../ui/useErrorText.ts";

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** 0..1 of the bytes sent; 1 while the server stores it and the step attaches it. */
  progress: number;
  error: string | null;
}

/**
 * Uploads in flight with their progress. Each upload, once stored, is handed to `attach` (e.g. to
 * add it to the product) and leaves the list when that is done; a failed one stays with its error
 * until dismissed. Leaving the step cancels what is still running.
 */
export function useUploads(purpose: FilePurpose) {
  const errorText = useErrorText();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const patch = useCallback(
    (id: string, change: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );
  const dismiss = useCallback((id: string) => setItems((list) => list.filter((item) => item.id !== id)), []);

  /** Shows a file that was refused before sending (too large, wrong type) like a failed upload. */
  const refuse = useCallback((file: File, error: string) => {
    setItems((list) => [
      ...list,
      { id: crypto.randomUUID(), name: file.name, size: file.size, progress: 0, error },
    ]);
  }, []);

  const start = useCallback(
    async (file: File, attach: (stored: StoredFile) => Promise<unknown>) => {
      const id = crypto.randomUUID();
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setItems((list) => [...list, { id, name: file.name, size: file.size, progress: 0, error: null }]);
      try {
        const stored = await uploadFile({
          purpose,
          file,
          signal: controller.signal,
          onProgress: (fraction) => patch(id, { progress: fraction }),
        });
        patch(id, { progress: 1 });
        await attach(stored);
        dismiss(id);
      } catch (caught) {
        if (isApiError(caught) && caught.isAborted) dismiss(id);
        // A refused file has one field error; its words alone read better than "file: …".
        else patch(id, { error: (isApiError(caught) && caught.details[0]?.message) || errorText(caught) });
      } finally {
        controllers.current.delete(id);
      }
    },
    [purpose, patch, dismiss, errorText],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  return { items, start, refuse, cancel, dismiss, running: items.some((i) => i.error === null) };
}
