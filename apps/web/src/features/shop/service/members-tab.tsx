import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ChoiceList } from "../../../shared/ui/choice-list";
import { NotAllowedNote } from "../../../shared/ui/not-allowed-note";
import { memberName, useTeamList } from "../team/team-hooks";
import type { ServiceForm } from "./service-form";

/** The team members who perform the service. */
export function MembersTab({ form }: { form: ServiceForm }) {
  const { t } = useTranslation();
  const canView = useCan("team.view");
  if (!canView) return <NotAllowedNote>{t("shop.service.choices.no_team")}</NotAllowedNote>;
  return <MemberChoices form={form} />;
}

function MemberChoices({ form: { form, field } }: { form: ServiceForm }) {
  const { t, i18n } = useTranslation();
  const list = useTeamList({ limit: 100, page: 1, sort: "name", order: "asc" });
  const choices = (list.data?.items ?? []).map((m) => ({
    value: m._id,
    label: memberName(m, i18n.language),
    description: m.active ? undefined : t("statuses.inactive"),
  }));
  return (
    <ChoiceList
      label={t("shop.service.fields.member_ids")}
      choices={choices}
      value={form.values.member_ids}
      onChange={(ids) => form.setFieldValue("member_ids", ids)}
      error={field("member_ids").error}
      pending={list.isPending}
      loadError={list.error}
      onRetry={() => void list.refetch()}
      emptyText={t("shop.service.choices.team_empty")}
    />
  );
}
