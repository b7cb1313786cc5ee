import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { OpsCompanyDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

/** Active, or suspended (it can neither top up nor buy fuel). */
export function CompanyStatusBadge({ status }: { status: OpsCompanyDto["status"] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === "active" ? "teal" : "red"} variant="light" miw="max-content">
      {t(`ops.company.statuses.${status}`)}
    </Badge>
  );
}
