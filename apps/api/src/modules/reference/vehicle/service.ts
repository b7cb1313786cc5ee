import { notFound, type ListQuery } from "@pitlane/domain";
import type { VehicleReferenceRepo } from "./repo.js";

/**
 * Unlike the places (an unknown state lists no cities), an unknown type or make answers 404: the id
 * sits in the path, where a client expects a resource that exists.
 */
export function createVehicleReferenceService(repo: VehicleReferenceRepo) {
  return {
    types: (q: ListQuery) => repo.types(q),
    async makes(typeId: string, q: ListQuery) {
      if (!(await repo.typeExists(typeId))) throw notFound("vehicle_type_not_found");
      return repo.makes(typeId, q);
    },
    async models(makeId: string, q: ListQuery) {
      if (!(await repo.makeExists(makeId))) throw notFound("vehicle_make_not_found");
      return repo.models(makeId, q);
    },
  };
}

export type VehicleReferenceService = ReturnType<typeof createVehicleReferenceService>;
