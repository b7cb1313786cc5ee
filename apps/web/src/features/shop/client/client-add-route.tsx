import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useClientCreate } from "./client-hooks";
import { CLIENT_LIST_PATH, clientPath } from "./client-paths";
import { ClientFormPage } from "./client-form-page";

/** `/clients/add`: a new client opens on its own page, where its vehicles are added next. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useClientCreate();

  return (
    <RequirePermission permission="clients.add">
      <ClientFormPage
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(CLIENT_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (client) => {
              notify.success(t("shop.client.toast.created"));
              void navigate(clientPath(client._id));
            },
          })
        }
      />
    </RequirePermission>
  );
}
