import type { InspectionDto } from "@pitlane/domain";

export interface InspectionItemValue {
  item: string;
  /** null: not looked at yet. */
  ok: boolean | null;
  note: string;
}

// A type, not an interface: the form helper wants a record of fields.
export type InspectionValues = {
  items: InspectionItemValue[];
  notes: string;
  photo_ids: string[];
};

/**
 * The inspection as the form edits it: every item of the services' checklists, with what was
 * saved for it; an item saved before a service left the job card is kept, after the checklist.
 */
export function inspectionValuesOf(inspection: InspectionDto | null): InspectionValues {
  const saved = inspection?.items ?? [];
  const checklist = inspection?.checklist ?? [];
  const savedOf = (item: string) => saved.find((s) => s.item === item);
  const items = [...checklist, ...saved.map((s) => s.item).filter((item) => !checklist.includes(item))].map(
    (item): InspectionItemValue => ({ item, ok: savedOf(item)?.ok ?? null, note: savedOf(item)?.note ?? "" }),
  );
  return { items, notes: inspection?.notes ?? "", photo_ids: inspection?.photo_ids ?? [] };
}

export type ItemState = "ok" | "not_ok" | "unset";

export const itemStateOf = (ok: boolean | null): ItemState => (ok === null ? "unset" : ok ? "ok" : "not_ok");
export const okOf = (state: string): boolean | null => (state === "ok" ? true : state === "not_ok" ? false : null);
