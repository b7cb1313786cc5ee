import type { ProductCreateBody } from "@pitlane/domain";
import type { useSchemaForm } from "../../../shared/forms/use-schema-form";
import type { ProductFormValues } from "./product-form-values";

/** The product form's state as every tab receives it. */
export type ProductForm = ReturnType<typeof useSchemaForm<ProductFormValues, typeof ProductCreateBody>>;
