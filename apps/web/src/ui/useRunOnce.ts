import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Runs `run` once when `when` becomes true, for calls that spend something single-use (a mail
 * link's token): StrictMode's repeated effects and re-renders must not send it twice.
 */
export function useRunOnce(run: () => void, when = true): void {
  const done = useRef(false);
  const onRun = useEffectEvent(run);
  useEffect(() => {
    if (done.current || !when) return;
    done.current = true;
    onRun();
  }, [when]);
}
