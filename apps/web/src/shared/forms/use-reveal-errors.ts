import { useEffect, useRef } from "react";

/**
 * For a form split into tabs: after a submit or a refusal from the server, brings a field error
 * into view. When the open tab shows none, it opens the tab of the first one and focuses that
 * field. Editing afterwards never moves the user (errors clearing as they type change nothing).
 * Returns the function to call on submit: the errors its validation finds are to be revealed.
 */
export function useRevealErrors<Tab extends string>(options: {
  fieldErrors: Record<string, unknown>;
  serverError: unknown;
  tab: Tab;
  setTab: (tab: Tab) => void;
  tabOf: (path: string) => Tab;
  focusField: (path: string) => void;
}): () => void {
  const { fieldErrors, serverError, tab, setTab } = options;
  const isRevealDue = useRef(false);
  // The latest callbacks, without making the effect run again on every render.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (serverError) isRevealDue.current = true;
  }, [serverError]);

  useEffect(() => {
    if (!isRevealDue.current) return;
    const paths = Object.keys(fieldErrors).filter((path) => fieldErrors[path]);
    const first = paths[0];
    if (first === undefined) return;
    isRevealDue.current = false;
    const { tabOf, focusField } = latest.current;
    if (paths.some((path) => tabOf(path) === tab)) return;
    setTab(tabOf(first));
    // The tab's panel is shown after this render: focus then.
    requestAnimationFrame(() => focusField(first));
  }, [fieldErrors, tab, setTab]);

  return () => {
    isRevealDue.current = true;
  };
}
