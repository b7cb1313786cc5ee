import { Button, Group, Stack, Text } from "@mantine/core";
import { HOLD_EXPIRY_LIMITS, HoldExpiryBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { notify } from "../../../shared/ui/notify";
import { SectionCard } from "../../../shared/ui/section-card";
import { useSetHoldExpiry } from "./settings-hooks";

/** How long a hold at the pump keeps money before it is released, between 5 minutes and a day. */
export function HoldExpiryForm({ minutes, canEdit }: { minutes: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSetHoldExpiry();
  const { field, formProps, formError } = useSchemaForm(
    HoldExpiryBody,
    { hold_expiry_minutes: minutes as number | string },
    save.error,
  );

  return (
    <SectionCard title={t("ops.settings.hold_expiry.title")}>
      <Text size="sm" c="dimmed">
        {t("ops.settings.hold_expiry.text", HOLD_EXPIRY_LIMITS)}
      </Text>
      <form {...formProps((body) => save.mutate(body, { onSuccess: () => notify.success(t("ops.settings.saved")) }))}>
        <Stack gap="sm">
          <Group align="flex-start">
            <NumberField
              kind="whole"
              label={t("ops.settings.hold_expiry.label")}
              w={200}
              readOnly={!canEdit}
              {...field("hold_expiry_minutes")}
            />
            {canEdit && (
              <Button type="submit" mt={25} loading={save.isPending}>
                {t("actions.save_changes")}
              </Button>
            )}
          </Group>
          <FormError failure={formError} />
        </Stack>
      </form>
    </SectionCard>
  );
}
