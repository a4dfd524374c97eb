import { useEffect } from "react";
import { useBlocker } from "react-router";
import { isLeaving } from "./stepNavigation.ts";

/**
 * While there are unsaved changes: in-app navigation (links, Back, Next) waits for a decision,
 * and the browser asks before a reload or closing the tab.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && isLeaving(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show their dialog.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return blocker;
}
