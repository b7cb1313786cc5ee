import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { type ShopDto, ShopEditBody } from "@pitlane/domain";
import { IconPhoto } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TimeZoneSelect } from "../../../shared/clock/time-zone-select";
import { ImageField } from "../../../shared/forms/image-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { CurrencyField } from "../../../shared/ui/currency-field";
import { FormError } from "../../../shared/ui/form-error";
import { FormLocationFields } from "../../reference/location/location-fields";
import { EmailInput, PhoneInput } from "../../../shared/ui/ltr-input";
import { NumberField } from "../../../shared/forms/number-field";

export interface ShopFormProps {
  data: ShopDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  canEdit: boolean;
  onSubmit: (body: ShopEditBody) => void;
}

const valuesOf = (shop: ShopDto) => ({
  shop_name: shop.shop_name,
  phone: shop.phone,
  email: shop.email,
  address: shop.address ?? "",
  country_id: shop.country_id,
  state_id: shop.state_id,
  city_id: shop.city_id,
  currency: shop.currency,
  vat_rate: shop.vat_rate,
  logo: shop.logo,
  // A session saved before the field existed has none.
  vat_number: shop.vat_number ?? "",
  time_zone: shop.time_zone,
});

/** Section 1 of the store settings: the shop itself. */
export function ShopForm({ data, pending, errors, canEdit, onSubmit }: ShopFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { form, field, formProps, formError } = useSchemaForm(ShopEditBody, valuesOf(data), errors);
  const { values } = form;

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby={headingId}>
      <form {...formProps(onSubmit)}>
        {/* A disabled fieldset makes every input read-only for users without store_settings.edit. */}
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            <Title order={2} fz="lg" id={headingId}>
              {t("shop.store.section_shop")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("fields.shop_name")} dir="auto" {...field("shop_name")} />
              <EmailInput label={t("fields.email")} {...field("email")} />
              <PhoneInput label={t("fields.phone")} {...field("phone")} />
              <NumberField kind="percent" label={t("fields.vat_rate")} {...field("vat_rate")} />
            </SimpleGrid>
            <TextInput
              label={t("shop.store.vat_number")}
              description={t("shop.store.vat_number_hint")}
              dir="ltr"
              {...field("vat_number")}
            />
            <TextInput label={t("fields.address")} dir="auto" {...field("address")} />
            <FormLocationFields form={form} field={field} />
            <TimeZoneSelect {...field("time_zone")} disabled={!canEdit} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CurrencyField {...field("currency")} />
              <ImageField
                value={values.logo}
                onChange={(logo) => form.setFieldValue("logo", logo)}
                disabled={!canEdit}
                placeholderIcon={IconPhoto}
                texts={{
                  label: t("fields.logo"),
                  hint: t("shop.store.logo.hint"),
                  choose: t("shop.store.logo.choose"),
                  change: t("shop.store.logo.change"),
                  remove: t("shop.store.logo.remove"),
                  previewAlt: t("shop.store.logo.preview_alt"),
                }}
              />
            </SimpleGrid>
            <FormError failure={formError} />
            {canEdit && (
              <Group justify="flex-end">
                <Button type="submit" loading={pending}>
                  {t("actions.save_changes")}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
