import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, Stack } from "@mantine/core";
import { fleetAuthEndpoints } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAction } from "../../../shared/api/use-action";
import { sessionStore } from "../../../shared/session/session-store";
import { useFleetSession } from "../../../shared/session/session-views";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { ChangePasswordForm } from "./change-password-form";
import { EditProfileForm } from "./edit-profile-form";
import { UserInfo } from "./user-info";

/** `/fleet/profile`: who is signed in, their name and phone, their password. */
export function Component() {
  const { t } = useTranslation();
  const { user, company } = useFleetSession();
  const saveProfile = useAction(fleetAuthEndpoints.profile);
  const changePassword = useAction(fleetAuthEndpoints.changePassword);
  // A new key empties the password form once a change went through.
  const [passwordFormKey, setPasswordFormKey] = useState(0);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t("fleet.auth.profile.title")} />
      <UserInfo user={user} company={company} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <EditProfileForm
          user={user}
          pending={saveProfile.isPending}
          errors={saveProfile.error}
          onSubmit={(body) =>
            void saveProfile.run(body, (saved) => {
              sessionStore.updateFleet({ user: saved });
              notify.success(t("fleet.auth.profile.saved"));
            })
          }
        />
        <ChangePasswordForm
          key={passwordFormKey}
          pending={changePassword.isPending}
          errors={changePassword.error}
          onSubmit={(body) =>
            void changePassword.run(body, () => {
              setPasswordFormKey((n) => n + 1);
              notify.success(t("fleet.auth.profile.password_changed"));
            })
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
