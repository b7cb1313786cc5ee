import type { ServiceNameDto } from "@pitlane/domain";
import type { ServiceNameRow } from "./repo.js";

export const toServiceNameDto = (row: ServiceNameRow): ServiceNameDto => ({ _id: row.id, name: row.name });
