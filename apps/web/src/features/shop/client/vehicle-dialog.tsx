import "@mantine/core/styles/Modal.css";
import { Alert, Modal } from "@mantine/core";
import type { ClientVehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import type { FormDialog } from "../../../shared/ui/use-form-dialog";
import { useVehicleCreate, useVehicleUpdate } from "./client-hooks";
import { VehicleForm } from "./vehicle-form";

interface Props {
  clientId: string;
  dialog: FormDialog;
  /** The client's vehicles as the tab loaded them: an edit takes its vehicle from there. */
  vehicles: ClientVehicleDto[] | undefined;
  onClose: () => void;
}

/** Add and edit a client's vehicle in a modal over the client's page; a toast says when it is saved. */
export function VehicleDialog({ clientId, dialog, vehicles, onClose }: Props) {
  const { t } = useTranslation();
  const editing = dialog?.mode === "edit" ? vehicles?.find((v) => v._id === dialog.id) : undefined;
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog?.mode === "edit" ? t("shop.client.vehicle.title_edit") : t("shop.client.vehicle.title_add")}
      centered
      size="lg"
    >
      <RequirePermission permission="clients.edit">
        {dialog?.mode === "add" && <AddVehicle clientId={clientId} onDone={onClose} />}
        {dialog?.mode === "edit" &&
          (editing ? (
            <EditVehicle key={editing._id} vehicle={editing} onDone={onClose} />
          ) : (
            vehicles && (
              <Alert role="alert" color="red" variant="light">
                {t("refusals.vehicle_not_found")}
              </Alert>
            )
          ))}
      </RequirePermission>
    </Modal>
  );
}

// Each form holds its own mutation, so a refusal shown last time is gone when the modal opens again.

function AddVehicle({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useVehicleCreate();
  return (
    <VehicleForm
      clientId={clientId}
      pending={create.isPending}
      errors={create.error}
      onCancel={onDone}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: () => {
            notify.success(t("shop.client.vehicle.toast.created"));
            onDone();
          },
        })
      }
    />
  );
}

function EditVehicle({ vehicle, onDone }: { vehicle: ClientVehicleDto; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useVehicleUpdate();
  return (
    <VehicleForm
      clientId={vehicle.client_id}
      data={vehicle}
      pending={update.isPending}
      errors={update.error}
      onCancel={onDone}
      onSubmit={({ client_id: _kept, ...body }) =>
        update.mutate(
          { id: vehicle._id, body },
          {
            onSuccess: () => {
              notify.success(t("shop.client.vehicle.toast.updated"));
              onDone();
            },
          },
        )
      }
    />
  );
}
