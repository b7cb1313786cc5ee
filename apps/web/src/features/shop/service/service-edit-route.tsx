import { ServiceCreateBody, type ServiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { changedFields } from "../../../shared/forms/changed-fields";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ServiceFormPage } from "./service-form-page";
import { valuesOf } from "./service-form-values";
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

  if (!service.isSuccess) {
    return (
      <RecordLoadState
        record={service}
        notFoundText={t("refusals.service_not_found")}
        backTo={SERVICE_LIST_PATH}
        backLabel={t("shop.service.back_to_list")}
      />
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
