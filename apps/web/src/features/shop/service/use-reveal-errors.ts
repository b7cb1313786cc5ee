import { useEffect, useRef } from "react";
import { type ServiceTab, tabOfError } from "./service-form-values";

/**
 * After a submit or a refusal from the server, brings a field error into view: when the open tab
 * shows none, it opens the tab of the first one and focuses that field. Editing afterwards never
 * moves the user (errors clearing as they type change nothing here).
 */
export function useRevealErrors(
  fieldErrors: Record<string, unknown>,
  serverError: unknown,
  tab: ServiceTab,
  setTab: (tab: ServiceTab) => void,
  focusField: (path: string) => void,
) {
  const isRevealDue = useRef(false);
  // The latest callback, without making the effect run again on every render.
  const focusRef = useRef(focusField);
  focusRef.current = focusField;

  useEffect(() => {
    if (serverError) isRevealDue.current = true;
  }, [serverError]);

  useEffect(() => {
    if (!isRevealDue.current) return;
    const paths = Object.keys(fieldErrors).filter((path) => fieldErrors[path]);
    const first = paths[0];
    if (first === undefined) return;
    isRevealDue.current = false;
    if (paths.some((path) => tabOfError(path) === tab)) return;
    setTab(tabOfError(first));
    // The tab's panel is shown after this render: focus then.
    requestAnimationFrame(() => focusRef.current(first));
  }, [fieldErrors, tab, setTab]);

  /** Call on submit: the errors its validation finds are to be revealed. */
  return () => {
    isRevealDue.current = true;
  };
}
