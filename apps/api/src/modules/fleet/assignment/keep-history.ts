import { conflict, type RefusalCode } from "@pitlane/domain";
import { isForeignKeyViolation } from "../../../db/pg-error.js";

/** The foreign keys of vehicle_assignments, which have no cascade so that history is never lost. */
const HISTORY_KEYS = ["vehicle_assignments_vehicle_fk", "vehicle_assignments_employee_fk"];

/**
 * Runs the deletion of a vehicle or an employee, refusing it with `refusal` (409) when any
 * assignment names it: past, current or upcoming. The database refuses it itself, in the same
 * statement, so an assignment saved at the same moment is never lost either.
 */
export async function deletingUnlessAssigned<T>(remove: () => Promise<T>, refusal: RefusalCode): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (HISTORY_KEYS.some((key) => isForeignKeyViolation(error, key))) throw conflict(refusal);
    throw error;
  }
}
