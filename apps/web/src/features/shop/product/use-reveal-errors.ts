import { useEffect, useRef } from "react";

/**
 * After a submit or a refusal from the server, brings a field error into view: when the open tab
 * shows none, it opens the tab of the first one and focuses that field. Editing afterwards never
 * moves the user (errors clearing as they type change nothing here).
 */
export function useRevealErrors<Tab extends string>(
  fieldErrors: Record<string, unknown>,
  serverError: unknown,
  tab: Tab,
  tabOf: (path: string) => Tab,
  setTab: (tab: Tab) => void,
  focusField: (path: string) => void,
) {
  const isRevealDue = useRef(false);
  // The latest callbacks, without making the effect run again on every render.
  const latest = useRef({ tabOf, setTab, focusField });
  latest.current = { tabOf, setTab, focusField };

  useEffect(() => {
    if (serverError) isRevealDue.current = true;
  }, [serverError]);

  useEffect(() => {
    if (!isRevealDue.current) return;
    const paths = Object.keys(fieldErrors).filter((path) => fieldErrors[path]);
    const first = paths[0];
    if (first === undefined) return;
    isRevealDue.current = false;
    const { tabOf: tabOfPath, setTab: openTab, focusField: focus } = latest.current;
    if (paths.some((path) => tabOfPath(path) === tab)) return;
    openTab(tabOfPath(first));
    // The tab's panel is shown after this render: focus then.
    requestAnimationFrame(() => focus(first));
  }, [fieldErrors, tab]);

  /** Call on submit: the errors its validation finds are to be revealed. */
  return () => {
    isRevealDue.current = true;
  };
}
