import { Modal } from "@mantine/core";
import type { Permission } from "@pitlane/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ModalRecordLoadState } from "./record-load-error";
import { RequirePermission } from "./require-permission";
import type { FormDialog } from "./use-form-dialog";

interface Props<T> {
  dialog: FormDialog;
  onClose: () => void;
  titles: { add: string; edit: string };
  permissions: { add: Permission; edit: Permission };
  /** The entity's detail hook: an edit loads the record itself, so a reload of `?edit=<id>` works. */
  useDetail: (id: string) => UseQueryResult<T>;
  /** Shown when the record is gone or was never this shop's (404, or an id that is not one: 400). */
  notFoundText: string;
  renderAdd: () => ReactNode;
  /** `key` the form by the record so a different record starts from its own values. */
  renderEdit: (record: T, id: string) => ReactNode;
  /** "xl" for a form of many fields side by side. */
  size?: "lg" | "xl";
}

/** The modal of a list's add and edit forms: title, permission, loading and load failure in one place. */
export function FormDialogModal<T>({ dialog, onClose, titles, permissions, size = "lg", ...body }: Props<T>) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog?.mode === "edit" ? titles.edit : titles.add}
      centered
      size={size}
    >
      {dialog?.mode === "add" && <RequirePermission permission={permissions.add}>{body.renderAdd()}</RequirePermission>}
      {dialog?.mode === "edit" && (
        <RequirePermission permission={permissions.edit}>
          <EditBody id={dialog.id} {...body} />
        </RequirePermission>
      )}
    </Modal>
  );
}

function EditBody<T>({
  id,
  useDetail,
  notFoundText,
  renderEdit,
}: Pick<Props<T>, "useDetail" | "notFoundText" | "renderEdit"> & { id: string }) {
  const record = useDetail(id);
  if (!record.isSuccess) return <ModalRecordLoadState record={record} notFoundText={notFoundText} />;
  return renderEdit(record.data, id);
}
