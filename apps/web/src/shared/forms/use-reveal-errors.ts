import { type FormEvent, useEffect, useRef } from "react";

/** What the hook needs of a Mantine form: its errors by path, and the input of a path to focus. */
interface RevealableForm {
  errors: Record<string, unknown>;
  getInputNode: (path: string) => { focus: () => void } | null;
}

type SubmitProps = { onSubmit: (event: FormEvent<HTMLFormElement>) => void };

/**
 * For a form split into tabs: after a submit or a refusal from the server, brings a field error
 * into view. When the open tab shows none, it opens the tab of the first one and focuses that
 * field. Editing afterwards never moves the user (errors clearing as they type change nothing).
 * Returns a wrapper of the <form>'s props (useSchemaForm's `formProps`): its submits reveal the
 * errors their validation finds.
 */
export function useRevealErrors<Tab extends string>(options: {
  form: RevealableForm;
  serverError: unknown;
  tab: Tab;
  setTab: (tab: Tab) => void;
  tabOf: (path: string) => Tab;
}): <P extends SubmitProps>(formProps: P) => P {
  const { form, serverError, tab } = options;
  const fieldErrors = form.errors;
  const isRevealDue = useRef(false);
  // The latest callbacks (a tab kept in the URL gets a new setter on every render), without making
  // the effect run again for them.
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
    const { tabOf, setTab, form: latestForm } = latest.current;
    if (paths.some((path) => tabOf(path) === tab)) return;
    setTab(tabOf(first));
    // The tab's panel is shown after this render: focus then.
    requestAnimationFrame(() => latestForm.getInputNode(first)?.focus());
  }, [fieldErrors, tab]);

  return (formProps) => ({
    ...formProps,
    onSubmit: (event) => {
      isRevealDue.current = true;
      formProps.onSubmit(event);
    },
  });
}
