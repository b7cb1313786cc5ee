import { categoryEndpoints, type CategoryDto } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const categoryHooks = createEntityHooks("categories", categoryEndpoints);

export const useCategoryList = categoryHooks.useList;
export const useCategory = categoryHooks.useDetail;
export const useCategoryCreate = categoryHooks.useCreate;
export const useCategoryUpdate = categoryHooks.useUpdate;
export const useCategoryRemove = categoryHooks.useRemove;

/** The name to show: Arabic in Arabic, English otherwise. */
export const categoryName = (category: Pick<CategoryDto, "name_english" | "name_arabic">, language: string) =>
  language === "ar" ? category.name_arabic : category.name_english;
