import type { ServiceCreateBody } from "@pitlane/domain";
import type { useSchemaForm } from "../../../shared/forms/use-schema-form";
import type { ServiceFormValues } from "./service-form-values";

/** The service form's state as every tab receives it. */
export type ServiceForm = ReturnType<typeof useSchemaForm<ServiceFormValues, typeof ServiceCreateBody>>;
