import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Badge, Group, Stack, Switch, Text } from "@mantine/core";
import type { TeamMemberDto } from "@pitlane/domain";
import { IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { StatusBadge, actionsColumn } from "../../../shared/ui/table-columns";
import { MemberAvatar } from "../../../shared/ui/member-avatar";
import { TEAM_PATH } from "./team-form-values";
import { memberName } from "./team-hooks";

export interface TeamTableProps extends ListTableProps<TeamMemberDto> {
  /** Branch names by id, for the branches column. */
  branchNames: Map<string, string>;
  canEdit: boolean;
  canDelete: boolean;
  /** Null when the user may not change a member's status: the column then only shows it. */
  onToggle: ((member: TeamMemberDto) => void) | null;
  /** The member whose status is being changed. */
  togglingId: string | null;
  onDelete: (member: TeamMemberDto) => void;
}

function SignInBadges({ member }: { member: TeamMemberDto }) {
  const { t } = useTranslation();
  if (!member.can_sign_in) {
    return (
      <Text size="sm" c="dimmed">
        {t("shop.team.list.no_sign_in")}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      <Badge variant="light" color="blue" tt="none">
        {member.role_name ? <bdi>{member.role_name}</bdi> : t("shop.team.list.may_sign_in")}
      </Badge>
      {!member.has_password && (
        <Badge variant="light" color="yellow" tt="none">
          {t("shop.team.list.invitation_pending")}
        </Badge>
      )}
    </Group>
  );
}

export function TeamTable(props: TeamTableProps) {
  const { branchNames, canEdit, canDelete, onToggle, onDelete, togglingId, ...list } = props;
  const { t, i18n } = useTranslation();
  const listFormat = new Intl.ListFormat(i18n.language, { style: "short", type: "unit" });
  const nameOf = (m: TeamMemberDto) => memberName(m, i18n.language);

  const columns: Column<TeamMemberDto>[] = [
    {
      key: "name",
      header: t("shop.team.columns.name"),
      isMain: true,
      render: (m) => (
        <Group gap="sm" wrap="nowrap">
          <MemberAvatar imageId={m.image_id} name={m.name_eng} />
          <Stack gap={0} align="flex-start">
            <bdi lang="en" dir="ltr">
              {m.name_eng}
            </bdi>
            {m.name_arabic && (
              <Text size="sm" c="dimmed" component="bdi" lang="ar" dir="rtl">
                {m.name_arabic}
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    {
      key: "job_title",
      header: t("shop.team.fields.job_title"),
      render: (m) => t(`shop.team.job_titles.${m.job_title}`),
    },
    {
      key: "branches",
      header: t("shop.team.columns.branches"),
      render: (m) => {
        const shown = m.branch_ids.flatMap((id) => branchNames.get(id) ?? []);
        return shown.length ? <bdi>{listFormat.format(shown)}</bdi> : "—";
      },
    },
    {
      key: "status",
      header: t("fields.status"),
      render: (m) =>
        onToggle ? (
          <Switch
            checked={m.active}
            onChange={() => onToggle(m)}
            disabled={togglingId === m._id}
            label={m.active ? t("statuses.active") : t("statuses.inactive")}
            aria-label={t("shop.team.actions.toggle", { name: nameOf(m) })}
          />
        ) : (
          <StatusBadge isActive={m.active} />
        ),
    },
    { key: "sign_in", header: t("shop.team.columns.sign_in"), render: (m) => <SignInBadges member={m} /> },
    actionsColumn(t("shop.team.columns.actions"), (m) => ({
      editTo: canEdit ? `${TEAM_PATH}/edit/${m._id}` : null,
      editLabel: t("shop.team.actions.edit", { name: nameOf(m) }),
      onDelete: canDelete ? () => onDelete(m) : null,
      deleteLabel: t("shop.team.actions.delete", { name: nameOf(m) }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.team.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.team.list.empty"), filtered: t("shop.team.list.empty_filtered") }}
      emptyIcon={IconUsers}
      minWidth={900}
    />
  );
}
