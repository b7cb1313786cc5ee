import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Group, Radio, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import { ProductUnit } from "@pitlane/domain";
import { IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ImageField } from "../../../shared/forms/image-field";
import { CategorySelect } from "../category/category-select";
import type { ProductForm } from "./product-form";

/** Name, category, brand, description, image and unit. */
export function ProductBasicTab({ form: { form, field } }: { form: ProductForm }) {
  const { t } = useTranslation();
  const unit = field("unit");
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("shop.product.fields.name")} dir="auto" withAsterisk {...field("name")} />
        <CategorySelect
          kind="products"
          label={t("shop.product.fields.category")}
          withAsterisk
          {...field("category_id")}
        />
        <TextInput label={t("shop.product.fields.brand")} dir="auto" {...field("brand")} />
        <Radio.Group
          label={t("shop.product.fields.unit")}
          value={form.values.unit}
          onChange={(value) => form.setFieldValue("unit", ProductUnit.options.find((o) => o === value) ?? "Other")}
          error={unit.error}
        >
          <Group mt={6} gap="lg">
            {ProductUnit.options.map((option) => (
              <Radio key={option} value={option} label={t(`shop.product.units.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <Textarea
        label={t("shop.product.fields.description")}
        dir="auto"
        autosize
        minRows={2}
        {...field("description")}
      />
      <ImageField
        value={form.values.image_id}
        onChange={(id) => form.setFieldValue("image_id", id)}
        error={field("image_id").error}
        placeholderIcon={IconPhoto}
        texts={{
          label: t("shop.product.fields.image"),
          hint: t("shop.product.image.hint"),
          choose: t("shop.product.image.choose"),
          change: t("shop.product.image.change"),
          remove: t("shop.product.image.remove"),
          previewAlt: t("shop.product.image.preview_alt"),
        }}
      />
    </Stack>
  );
}
