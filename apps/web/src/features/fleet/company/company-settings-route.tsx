import { fleetCompanyEndpoints } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useAction } from "../../../shared/api/use-action";
import { useCan } from "../../../shared/session/permissions";
import { sessionStore } from "../../../shared/session/session-store";
import { useFleetSession } from "../../../shared/session/session-views";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { AlertSettingsSection } from "../alert/alert-settings-section";
import { useCompanyProfile } from "./company-hooks";
import { CompanyProfile } from "./company-profile";
import { CompanySettingsPage } from "./company-settings-page";

/** `/fleet/settings/company` */
export function Component() {
  return (
    <RequirePermission permission="company_settings.view">
      <CompanySettings />
    </RequirePermission>
  );
}

function CompanySettings() {
  const { t } = useTranslation();
  const { company } = useFleetSession();
  const canEdit = useCan("company_settings.edit");
  const save = useAction(fleetCompanyEndpoints.updateSettings);
  const profile = useCompanyProfile();
  return (
    <CompanySettingsPage
      company={company}
      canEdit={canEdit}
      pending={save.isPending}
      errors={save.error}
      alerts={<AlertSettingsSection canEdit={canEdit} />}
      profile={<CompanyProfile profile={profile.data} isLoading={profile.isLoading} error={profile.error} />}
      onSubmit={(body) =>
        void save.run(body, (saved) => {
          // Every screen reads the zone from the session: they all follow at once.
          sessionStore.updateFleet({ company: saved });
          notify.success(t("fleet.settings.company.saved"));
        })
      }
    />
  );
}
