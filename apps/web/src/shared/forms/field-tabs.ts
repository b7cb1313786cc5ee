/**
 * For a form split into tabs: which tab holds a field's input, from a map of the form's fields to
 * their tabs. An error's path names its field first ("checklist.2", "weekly_schedule.2.work_slots.0");
 * a path the map does not know (a form-level refusal) belongs to the first tab, `fallback`.
 */
export function fieldTabs<Field extends string, Tab extends string>(tabOfField: Record<Field, Tab>, fallback: Tab) {
  const isField = (name: string): name is Field => Object.hasOwn(tabOfField, name);

  function tabOfError(path: string): Tab {
    const field = path.split(".")[0] ?? "";
    return isField(field) ? tabOfField[field] : fallback;
  }

  /** How many field errors each tab holds, so a tab can say it needs attention. */
  function errorCountsByTab(errors: Record<string, unknown>): Partial<Record<Tab, number>> {
    const counts: Partial<Record<Tab, number>> = {};
    for (const [path, error] of Object.entries(errors)) {
      if (!error) continue;
      const tab = tabOfError(path);
      counts[tab] = (counts[tab] ?? 0) + 1;
    }
    return counts;
  }

  return { tabOfError, errorCountsByTab };
}
