import { ORG_UNIT_GROUPS, type OrgUnitDto, type OrgUnitKind } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { FormDialogModal } from "../../../shared/ui/form-dialog-modal";
import { notify } from "../../../shared/ui/notify";
import type { FormDialog } from "../../../shared/ui/use-form-dialog";
import { orgUnitHooks } from "./org-unit-hooks";
import { OrgUnitForm } from "./org-unit-form";

interface Props {
  kind: OrgUnitKind;
  dialog: FormDialog;
  onClose: () => void;
}

/** Add and rename in a modal over the list; on success the modal closes and a toast says so. */
export function OrgUnitDialog({ kind, dialog, onClose }: Props) {
  const { t } = useTranslation();
  const group = ORG_UNIT_GROUPS[kind];
  return (
    <FormDialogModal
      dialog={dialog}
      onClose={onClose}
      titles={{ add: t(`fleet.org.${kind}.title_add`), edit: t(`fleet.org.${kind}.title_edit`) }}
      permissions={{ add: `${group}.add`, edit: `${group}.edit` }}
      useDetail={orgUnitHooks[kind].useDetail}
      notFoundText={t(`refusals.${kind}_not_found`)}
      renderAdd={() => <AddUnit kind={kind} onDone={onClose} />}
      renderEdit={(unit, id) => <RenameUnit key={id} kind={kind} id={id} unit={unit} onDone={onClose} />}
    />
  );
}

// Each form holds its own mutation, so a refusal shown last time is gone when the modal opens again.

function AddUnit({ kind, onDone }: { kind: OrgUnitKind; onDone: () => void }) {
  const { t } = useTranslation();
  const create = orgUnitHooks[kind].useCreate();
  return (
    <OrgUnitForm
      kind={kind}
      pending={create.isPending}
      errors={create.error}
      onCancel={onDone}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: () => {
            notify.success(t(`fleet.org.${kind}.toast.created`));
            onDone();
          },
        })
      }
    />
  );
}

interface RenameProps {
  kind: OrgUnitKind;
  id: string;
  unit: OrgUnitDto;
  onDone: () => void;
}

function RenameUnit({ kind, id, unit, onDone }: RenameProps) {
  const { t } = useTranslation();
  const update = orgUnitHooks[kind].useUpdate();
  return (
    <OrgUnitForm
      kind={kind}
      data={unit}
      pending={update.isPending}
      errors={update.error}
      onCancel={onDone}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: () => {
              notify.success(t(`fleet.org.${kind}.toast.updated`));
              onDone();
            },
          },
        )
      }
    />
  );
}
