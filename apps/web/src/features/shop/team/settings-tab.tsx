import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "../../../shared/ui/select-styles";
import { Alert, Button, Select, Stack, Switch, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { useCan } from "../../../shared/session/permissions";
import { notify } from "../../../shared/ui/notify";
import type { TabProps } from "./team-form";
import { useActiveRoles, useResendInvitation } from "./team-hooks";

/** The role Select: the shop's active roles, plus the member's own if it has since been deactivated. */
function RoleSelect({ form: { field }, member }: TabProps) {
  const { t } = useTranslation();
  const canList = useCan("roles.view");
  const roles = useActiveRoles(canList);
  const options = (roles.data?.items ?? []).map((r) => ({ value: r._id, label: r.name }));
  if (member?.role_id && member.role_name && !options.some((o) => o.value === member.role_id)) {
    options.unshift({ value: member.role_id, label: member.role_name });
  }
  const loadError = roles.isError ? failureText(t, toFailure(roles.error)) : null;
  return (
    <Select
      label={t("shop.team.fields.role_id")}
      placeholder={t("shop.team.placeholders.role")}
      description={canList ? t("shop.team.hints.role") : t("shop.team.choices.no_roles")}
      withAsterisk
      searchable
      nothingFoundMessage={t("shop.team.choices.roles_empty")}
      data={options}
      disabled={!canList}
      maw={420}
      {...field("role_id")}
      error={field("role_id").error ?? loadError}
    />
  );
}

/** Whether the invitation is still waiting, with a button to send a new one. */
function InvitationStatus({ member }: Required<Pick<TabProps, "member">>) {
  const { t } = useTranslation();
  const canResend = useCan("team.edit");
  const resend = useResendInvitation();
  if (!member.can_sign_in || !member.email) return null;
  if (member.has_password) return <Text c="dimmed">{t("shop.team.invitation.accepted")}</Text>;
  const email = member.email;
  return (
    <Alert color="yellow" variant="light" title={t("shop.team.invitation.pending_title")}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("shop.team.invitation.pending", { email })}</Text>
        {canResend && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMailForward size={14} />}
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(member._id, {
                onSuccess: () => notify.success(t("shop.team.toast.invitation_sent", { email })),
                onError: (error) => notify.error(failureText(t, toFailure(error))),
              })
            }
          >
            {t("shop.team.invitation.resend")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Active or not; allowed to sign in or not, and then with which role. */
export function SettingsTab({ form, member }: TabProps) {
  const { t } = useTranslation();
  const { form: mantine } = form;
  return (
    <Stack>
      <Switch
        label={t("shop.team.fields.active")}
        description={t("shop.team.hints.active")}
        {...mantine.getInputProps("active", { type: "checkbox" })}
      />
      <Switch
        label={t("shop.team.fields.can_sign_in")}
        description={t("shop.team.hints.can_sign_in")}
        {...mantine.getInputProps("can_sign_in", { type: "checkbox" })}
      />
      {mantine.values.can_sign_in && <RoleSelect form={form} member={member} />}
      {mantine.values.can_sign_in && !mantine.values.email && (
        <Text size="sm" c="dimmed">
          {t("shop.team.hints.needs_email")}
        </Text>
      )}
      {member && <InvitationStatus member={member} />}
    </Stack>
  );
}
