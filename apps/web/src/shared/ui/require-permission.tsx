import { Alert } from "@mantine/core";
import type { Permission } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../session/permissions";

/**
 * For screens reached by URL that the user's role does not allow (the server refuses anyway); a
 * list lets in a user holding any one of them.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission | readonly Permission[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isAllowed = useCan(permission);
  if (isAllowed) return children;
  return (
    <Alert role="alert" color="yellow" variant="light" title={t("app.forbidden.title")} maw={600}>
      {t("app.forbidden.text")}
    </Alert>
  );
}
