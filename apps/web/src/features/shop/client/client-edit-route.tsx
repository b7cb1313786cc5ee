import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useClient, useClientUpdate } from "./client-hooks";
import { CLIENT_LIST_PATH, clientPath } from "./client-paths";
import { ClientFormPage } from "./client-form-page";

/** `/clients/edit/:id` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const client = useClient(id);
  const update = useClientUpdate();

  if (!client.isSuccess) {
    return (
      <RecordLoadState
        record={client}
        notFoundText={t("refusals.client_not_found")}
        backTo={CLIENT_LIST_PATH}
        backLabel={t("shop.client.back_to_list")}
      />
    );
  }

  return (
    <RequirePermission permission="clients.edit">
      <ClientFormPage
        key={client.data._id}
        data={client.data}
        pending={update.isPending}
        errors={update.error}
        onCancel={() => void navigate(clientPath(id))}
        onSubmit={(body) =>
          update.mutate(
            { id, body },
            {
              onSuccess: () => {
                notify.success(t("shop.client.toast.updated"));
                void navigate(clientPath(id));
              },
            },
          )
        }
      />
    </RequirePermission>
  );
}
