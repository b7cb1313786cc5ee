import { Alert, Button, Stack } from "@mantine/core";
import { ServiceCreateBody, type ServiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ServiceFormPage } from "./service-form-page";
import { changedFields, valuesOf } from "./service-form-values";
import { useForgetServiceNames, useService, useServiceUpdate } from "./service-hooks";
import { SERVICE_LIST_PATH } from "./service-table";

/** `/catalog/services/edit/:id` */
export function Component() {
  return (
    <RequirePermission permission="services.edit">
      <ServiceEdit />
    </RequirePermission>
  );
}

function ServiceEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const service = useService(id);
  const update = useServiceUpdate();
  const forgetNames = useForgetServiceNames();

  if (service.isPending) return <PageLoader />;
  if (service.isError) {
    const failure = toFailure(service.error);
    return (
      <Stack align="flex-start" maw={600}>
        <Alert role="alert" color="red" variant="light" w="100%">
          {failure.code === 404 || failure.code === 400 ? t("shop.service.not_found") : failureText(t, failure)}
        </Alert>
        <Button component={Link} to={SERVICE_LIST_PATH} variant="default">
          {t("shop.service.back_to_list")}
        </Button>
      </Stack>
    );
  }

  const saved: ServiceDto = service.data;
  return (
    <ServiceFormPage
      key={saved._id}
      data={saved}
      pending={update.isPending}
      errors={update.error}
      onCancel={() => void navigate(SERVICE_LIST_PATH)}
      onSubmit={(body) => {
        // Only what the user changed is sent (PATCH), so fields nobody touched are never written back.
        const before = ServiceCreateBody.safeParse(valuesOf(saved));
        const patch = before.success ? changedFields(body, before.data) : body;
        update.mutate(
          { id, body: patch },
          {
            onSuccess: (result) => {
              forgetNames();
              notify.success(t("shop.service.toast.updated", { name: result.name }));
              void navigate(SERVICE_LIST_PATH);
            },
          },
        );
      }}
    />
  );
}
