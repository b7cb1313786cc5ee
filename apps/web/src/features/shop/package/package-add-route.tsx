import { Alert, Anchor } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { PackageBuilderPage } from "./package-builder-page";
import { usePackageCreate } from "./package-hooks";
import { PACKAGE_LIST_PATH } from "./package-paths";

/**
 * `/catalog/packages/add`. After a successful add the builder starts afresh (spec 000 section 4)
 * and says what was added, with a way to the list; after a failure it stays as it was, usable.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = usePackageCreate();
  // A new key mounts a fresh builder: branch, lines, totals and fields all back to empty.
  const [round, setRound] = useState(0);
  const [added, setAdded] = useState<string | null>(null);

  const notice = added && (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={t("shop.package.added.title", { name: added })}
      withCloseButton
      closeButtonLabel={t("actions.close")}
      onClose={() => setAdded(null)}
    >
      {t("shop.package.added.text")}{" "}
      <Anchor component={Link} to={PACKAGE_LIST_PATH}>
        {t("shop.package.added.to_list")}
      </Anchor>
    </Alert>
  );

  return (
    <RequirePermission permission="packages.add">
      <PackageBuilderPage
        key={round}
        pending={create.isPending}
        errors={create.error}
        notice={notice}
        onCancel={() => void navigate(PACKAGE_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (saved) => {
              notify.success(t("shop.package.toast.created", { name: saved.name }));
              create.reset();
              setAdded(saved.name);
              setRound((n) => n + 1);
            },
          })
        }
      />
    </RequirePermission>
  );
}
