import { SafetyFactorUpdateBody, type SafetyFactorDto } from "@pitlane/domain";
import { issueParams, type Refusal } from "@pitlane/domain/platform/refusal";
import { encodeRefusal } from "../../../shared/forms/messages";

/** One input per vehicle type, in the list's order, as typed; "" is an empty input. */
export type FactorInput = number | string;

export interface FactorValues {
  factors: FactorInput[];
}

export const valuesOf = (items: SafetyFactorDto[]): FactorValues => ({
  factors: items.map((item) => item.factor ?? ""),
});

/**
 * What a save sends: the types with a factor, and those that had one (emptied, they answer "Enter
 * Factor of Safety": a default once set is changed, not removed). `rowOf[i]` is the row of entry i,
 * to put an entry's error on its row's input.
 */
export function entriesOf(items: SafetyFactorDto[], values: FactorValues) {
  const rowOf: number[] = [];
  const factors = items.flatMap((item, row) => {
    const input = values.factors[row] ?? "";
    if (input === "" && item.factor === null) return [];
    rowOf.push(row);
    return [{ vehicle_type_id: item.vehicle_type_id, factor: input }];
  });
  return { body: { factors }, rowOf };
}

/** "factors.3.factor" of the sent list as the form's "factors.<row>" key; null for any other field. */
function rowKey(field: string, rowOf: number[]): string | null {
  const [, index] = /^factors\.(\d+)\.(?:factor|vehicle_type_id)$/.exec(field) ?? [];
  const row = index === undefined ? undefined : rowOf[Number(index)];
  return row === undefined ? null : `factors.${row}`;
}

/** The schema's checks of what a save would send, as errors on the rows' inputs. */
export function checkEntries(items: SafetyFactorDto[], values: FactorValues) {
  const { body, rowOf } = entriesOf(items, values);
  const parsed = SafetyFactorUpdateBody.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = rowKey(issue.path.map(String).join("."), rowOf);
    if (key && !errors[key]) errors[key] = encodeRefusal({ code: issue.message, params: issueParams(issue) });
  }
  return { errors, body: parsed.success ? parsed.data : null, rowOf };
}

/** A server refusal naming an entry, moved onto its row (null when it names none, to show whole). */
export function serverErrorsOf(refusal: Refusal | null | undefined, rowOf: number[]): Record<string, string> | null {
  const key = refusal?.field ? rowKey(refusal.field, rowOf) : null;
  return refusal && key ? { [key]: encodeRefusal(refusal) } : null;
}
