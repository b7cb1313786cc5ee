import type { ResourceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { FormDialogModal } from "../../../shared/ui/form-dialog-modal";
import { notify } from "../../../shared/ui/notify";
import type { FormDialog } from "../../../shared/ui/use-form-dialog";
import { useResource, useResourceCreate, useResourceUpdate } from "./resource-hooks";
import { ResourceForm } from "./resource-form";

interface Props {
  dialog: FormDialog;
  onClose: () => void;
  /** The branch the list is filtered by, so a resource added there starts at that branch. */
  defaultBranchId?: string;
}

/** Add and edit in a modal over the list; on success the modal closes and a toast says so. */
export function ResourceDialog({ dialog, onClose, defaultBranchId }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialogModal
      dialog={dialog}
      onClose={onClose}
      titles={{ add: t("shop.resource.title_add"), edit: t("shop.resource.title_edit") }}
      permissions={{ add: "resources.add", edit: "resources.edit" }}
      useDetail={useResource}
      notFoundText={t("refusals.resource_not_found")}
      renderAdd={() => <AddResource defaultBranchId={defaultBranchId} onDone={onClose} />}
      renderEdit={(resource, id) => <EditResource key={id} id={id} resource={resource} onDone={onClose} />}
    />
  );
}

// Each form holds its own mutation, so a refusal shown last time is gone when the modal opens again.

function AddResource({ defaultBranchId, onDone }: { defaultBranchId?: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useResourceCreate();
  return (
    <ResourceForm
      pending={create.isPending}
      errors={create.error}
      defaultBranchId={defaultBranchId}
      onCancel={onDone}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: () => {
            notify.success(t("shop.resource.toast.created"));
            onDone();
          },
        })
      }
    />
  );
}

function EditResource({ id, resource, onDone }: { id: string; resource: ResourceDto; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useResourceUpdate();
  return (
    <ResourceForm
      data={resource}
      pending={update.isPending}
      errors={update.error}
      onCancel={onDone}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: () => {
              notify.success(t("shop.resource.toast.updated"));
              onDone();
            },
          },
        )
      }
    />
  );
}
