import "./tpin-slips.css";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { TpinGenerateResult } from "@pitlane/domain";
import { IconPrinter } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFleetSession } from "../../../shared/session/session-views";

interface Props {
  slips: TpinGenerateResult | null;
  onClose: () => void;
}

/** While the slips are open, printing prints them alone (see tpin-slips.css). */
function usePrintOnlySlips(isOpen: boolean) {
  useEffect(() => {
    if (!isOpen) return;
    document.body.dataset.printingSlips = "";
    return () => {
      delete document.body.dataset.printingSlips;
    };
  }, [isOpen]);
}

/**
 * One slip per driver (company, name, employee ID, T-PIN), to print and hand out. The T-PINs are
 * shown this once: closing is the only way out (no Escape, no click outside), and it forgets them.
 */
export function TpinSlipsDialog({ slips, onClose }: Props) {
  const { t } = useTranslation();
  const { company } = useFleetSession();
  usePrintOnlySlips(slips !== null);

  return (
    <Modal
      opened={slips !== null}
      onClose={onClose}
      title={t("fleet.employee.tpin_slips.title")}
      fullScreen
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack>
        <Stack className="tpin-slips-controls" gap="sm">
          <Alert color="yellow" variant="light" role="status">
            {slips && slips.slips.length === 0
              ? t("fleet.employee.tpin_slips.none")
              : t("fleet.employee.tpin_slips.notice")}
          </Alert>
          {slips && slips.remaining > 0 && (
            <Text size="sm">{t("fleet.employee.tpin_slips.remaining", { count: slips.remaining })}</Text>
          )}
          <Group>
            <Button
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
              disabled={!slips?.slips.length}
            >
              {t("fleet.employee.tpin_slips.print")}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t("fleet.employee.tpin_slips.close")}
            </Button>
          </Group>
        </Stack>
        <div className="tpin-slips">
          {slips?.slips.map((slip) => (
            <section key={slip._id} className="tpin-slip" aria-label={slip.name}>
              <Text fw={700}>
                <bdi>{company.company_name}</bdi>
              </Text>
              <Text size="sm">{t("fleet.employee.tpin_slips.slip_title")}</Text>
              <dl>
                <dt>{t("fleet.employee.fields.name")}</dt>
                <dd>
                  <bdi>{slip.name}</bdi>
                </dd>
                <dt>{t("fleet.employee.fields.employee_id")}</dt>
                <dd>
                  <bdi>{slip.employee_id}</bdi>
                </dd>
                <dt>{t("fleet.employee.fields.tpin")}</dt>
                <dd className="tpin-slip__pin">
                  <bdi dir="ltr">{slip.tpin}</bdi>
                </dd>
              </dl>
              <Text size="xs">{t("fleet.employee.tpin_slips.slip_keep")}</Text>
            </section>
          ))}
        </div>
      </Stack>
    </Modal>
  );
}
