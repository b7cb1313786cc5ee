import { Button, Group } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api/api-error";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useClientCreate } from "./client-hooks";
import { CLIENT_LIST_PATH, clientPath } from "./client-paths";
import { ClientFormPage } from "./client-form-page";
import { useRestoreClient } from "./use-restore-client";

/** The archived client a refused add names (identity_archived hands back its id), if that was the refusal. */
function archivedClientOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.refusal?.code !== "identity_archived") return null;
  const { result } = error;
  return typeof result === "object" && result !== null && "_id" in result && typeof result._id === "string"
    ? result._id
    : null;
}

/**
 * `/clients/add`: a new client opens on its own page, where its vehicles are added next. An identity
 * number of an archived client is refused, with that client's Restore offered in place, so its
 * history comes back with it rather than starting a second client.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useClientCreate();
  const confirmRestore = useRestoreClient((client) => void navigate(clientPath(client._id)));
  const archivedId = archivedClientOf(create.error);

  return (
    <RequirePermission permission="clients.add">
      <ClientFormPage
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(CLIENT_LIST_PATH)}
        remedy={
          archivedId && (
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconRestore size={16} aria-hidden />}
                onClick={() => confirmRestore({ _id: archivedId })}
              >
                {t("shop.client.restore.archived_action")}
              </Button>
            </Group>
          )
        }
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
