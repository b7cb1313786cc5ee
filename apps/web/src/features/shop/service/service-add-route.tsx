import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ServiceFormPage } from "./service-form-page";
import { useForgetServiceNames, useServiceCreate } from "./service-hooks";
import { SERVICE_LIST_PATH } from "./service-table";

/** `/catalog/services/add` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useServiceCreate();
  const forgetNames = useForgetServiceNames();

  return (
    <RequirePermission permission="services.add">
      <ServiceFormPage
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(SERVICE_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (saved) => {
              forgetNames();
              notify.success(t("shop.service.toast.created", { name: saved.name }));
              void navigate(SERVICE_LIST_PATH);
            },
          })
        }
      />
    </RequirePermission>
  );
}
