import { Button, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, type Failure } from "../../../shared/api/api-error";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import type { HeldPurchase } from "../purchase/purchase-flow";
import { completeFormFor } from "../purchase/purchase-forms";
import { formatLitres, inText } from "./format";
import { PurchasePhotos } from "./purchase-photos";
import type { PurchaseFlow } from "./use-purchase-flow";
import { VehicleSummary } from "./vehicle-summary";

/** Step 4: the litres the pump gave (never more than authorised) and the photos; the rest is released. */
export function CompleteScreen({
  stored,
  failure,
  flow,
}: {
  stored: HeldPurchase;
  failure: Failure | null;
  flow: PurchaseFlow;
}) {
  const { t } = useTranslation();
  const authorised = stored.purchase.litres_authorised ?? 0;
  const schema = useMemo(() => completeFormFor(authorised), [authorised]);
  const error = useMemo(
    () => (failure ? new ApiError(failure.code, failure.message, null, failure.refusal) : null),
    [failure],
  );
  const { field, formProps, formError } = useSchemaForm(schema, { litres: "" as number | "" }, error);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t("station.complete.title")}
      </Title>
      <VehicleSummary vehicle={stored.vehicle} />
      <form {...formProps((body) => flow.complete(stored, body.litres))}>
        <Stack gap="lg">
          <NumberField
            kind="decimal"
            label={t("station.complete.litres")}
            description={t("station.complete.at_most", { litres: inText(formatLitres(authorised)) })}
            size="xl"
            hideControls
            inputMode="decimal"
            autoFocus
            {...field("litres")}
          />
          <PurchasePhotos purchase={stored.purchase} onSend={flow.sendPhoto} />
          <FormError failure={formError} />
          <Button type="submit" size="xl" h={64} fullWidth>
            {t("station.complete.submit")}
          </Button>
        </Stack>
      </form>
      <Button size="lg" variant="subtle" onClick={() => flow.backToApproval(stored)}>
        {t("station.complete.back")}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        <bdi dir="ltr">{stored.reference}</bdi>
      </Text>
    </Stack>
  );
}
