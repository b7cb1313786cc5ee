import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "../../../shared/ui/select-styles";
import { Modal, Select, Stack } from "@mantine/core";
import { SLOT_INTERVALS } from "@pitlane/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { FormActions } from "../../../shared/ui/form-actions";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useUpdateAppointmentSettings } from "./appointment-hooks";

interface Props {
  isOpen: boolean;
  /** The slot interval now, in minutes. */
  slotInterval: number;
  onClose: () => void;
}

/** The slot interval (spec 000 section 9: 5 to 45 minutes in 5-minute steps); the calendar's grid follows it. */
export function AppointmentSettingsDialog({ isOpen, slotInterval, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={isOpen} onClose={onClose} title={t("shop.appointment.settings.title")} centered>
      <RequirePermission permission="store_settings.edit">
        <SettingsForm slotInterval={slotInterval} onDone={onClose} />
      </RequirePermission>
    </Modal>
  );
}

// The form holds its own mutation, so a refusal shown last time is gone when the dialog opens again.
function SettingsForm({ slotInterval, onDone }: { slotInterval: number; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAppointmentSettings();
  const [value, setValue] = useState(String(slotInterval));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { slot_interval: Number(value) },
      {
        onSuccess: (settings) => {
          notify.success(t("shop.appointment.toast.settings_saved", { value: settings.slot_interval }));
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Select
          label={t("shop.appointment.settings.slot_interval")}
          description={t("shop.appointment.settings.slot_interval_hint")}
          data={SLOT_INTERVALS.map((minutes) => ({
            value: String(minutes),
            label: t("shop.appointment.settings.minutes", { value: minutes }),
          }))}
          value={value}
          onChange={(next) => next && setValue(next)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <FormActions
          failure={update.error ? toFailure(update.error) : null}
          pending={update.isPending}
          onCancel={onDone}
          submitLabel={t("actions.save_changes")}
        />
      </Stack>
    </form>
  );
}
