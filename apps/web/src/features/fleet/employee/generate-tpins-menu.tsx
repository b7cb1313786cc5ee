import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { Button, Menu, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { TpinGenerateBody } from "@pitlane/domain";
import { IconChevronDown, IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface Props {
  /** The employees chosen in the list. */
  selected: readonly string[];
  isPending: boolean;
  onGenerate: (body: TpinGenerateBody) => void;
}

/** "Generate T-PINs": for the chosen employees, or everyone without one, after a confirmation. */
export function GenerateTpinsMenu({ selected, isPending, onGenerate }: Props) {
  const { t } = useTranslation();

  function confirm(body: TpinGenerateBody, text: string) {
    modals.openConfirmModal({
      title: t("fleet.employee.tpin_slips.confirm_title"),
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: t("fleet.employee.tpin_slips.confirm"), cancel: t("actions.cancel") },
      onConfirm: () => onGenerate(body),
    });
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconKey size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={isPending}
        >
          {t("fleet.employee.tpin_slips.menu")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          disabled={selected.length === 0}
          onClick={() =>
            confirm(
              { employee_ids: [...selected] },
              t("fleet.employee.tpin_slips.confirm_selected", { count: selected.length }),
            )
          }
        >
          {t("fleet.employee.tpin_slips.for_selected", { count: selected.length })}
        </Menu.Item>
        <Menu.Item onClick={() => confirm({ without_tpin: true }, t("fleet.employee.tpin_slips.confirm_missing"))}>
          {t("fleet.employee.tpin_slips.for_missing")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
