import "@mantine/core/styles/ThemeIcon.css";
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingStore, IconCircleCheck, IconCircleDashed, IconSettings } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { countText } from "../../../shared/ui/list-range";
import { PageHeader } from "../../../shared/ui/page-header";
import { LowStockPanel } from "./low-stock-panel";

export interface DashboardData {
  shopName: string;
  /** Null while the count loads. */
  branchCount: number | null;
  /** The count stopped at the list's cap (a shop past a thousand branches): it reads "1,000+". */
  isBranchCountCapped: boolean;
  hasStoreDetails: boolean;
  canAddBranch: boolean;
  /** Whether the set-up checklist applies (the user may see the store settings and branches). */
  canSetUp: boolean;
  /** Whether the low-stock alert applies (the user may see stock). */
  canSeeStock: boolean;
}

/** Whether the store details and a branch are there: the checklist then has nothing left to say. */
export const isSetUp = (data: Pick<DashboardData, "hasStoreDetails" | "branchCount">) =>
  data.hasStoreDetails && (data.branchCount ?? 0) > 0;

function ChecklistItem({
  isDone,
  icon,
  title,
  text,
  action,
}: {
  isDone: boolean;
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="md" color={isDone ? "teal" : "indigo"}>
            {icon}
          </ThemeIcon>
          <Stack gap={2}>
            <Group gap={6}>
              {isDone ? (
                <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
              ) : (
                <IconCircleDashed size={18} aria-hidden />
              )}
              <Title order={3} fz="md">
                {title}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        </Group>
        {action}
      </Group>
    </Paper>
  );
}

interface Props {
  data: DashboardData;
  /** The period and branch controls, at the heading's end, for a user who may see the figures. */
  toolbar?: ReactNode;
  /** The figures (spec 000 section 7), for a user who may see them. */
  analytics?: ReactNode;
}

/**
 * The greeting, what is left to set up (until the store details and a branch are there), the
 * period's figures and charts, and the low-stock alert.
 */
export function DashboardPage({ data, toolbar, analytics }: Props) {
  const { t, i18n } = useTranslation();
  const { branchCount } = data;
  const hasBranches = (branchCount ?? 0) > 0;
  // Until the count answers, the checklist stays: it must not flash away and back.
  const showsChecklist = data.canSetUp && !isSetUp(data);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("shop.dashboard.greeting", { shop: data.shopName })}
        description={showsChecklist ? t("shop.dashboard.subtitle") : undefined}
        actions={toolbar}
      />
      {data.canSeeStock && <LowStockPanel />}
      {showsChecklist && (
        <>
          <Title order={2} fz="lg">
            {t("shop.dashboard.checklist_title")}
          </Title>
          <Stack gap="sm" component="ul" p={0} m={0} maw={900} style={{ listStyle: "none" }}>
            <ChecklistItem
              isDone={data.hasStoreDetails}
              icon={<IconSettings size={22} />}
              title={
                data.hasStoreDetails ? t("shop.dashboard.store_details.done") : t("shop.dashboard.store_details.title")
              }
              text={t("shop.dashboard.store_details.text")}
              action={
                <Button component={Link} to="/settings/store" variant="light">
                  {t("shop.dashboard.store_details.action")}
                </Button>
              }
            />
            <ChecklistItem
              isDone={hasBranches}
              icon={<IconBuildingStore size={22} />}
              title={
                hasBranches
                  ? t("shop.dashboard.branches.count", {
                      total: countText(t, i18n.language, branchCount ?? 0, data.isBranchCountCapped),
                    })
                  : t("shop.dashboard.branches.none")
              }
              text={t("shop.dashboard.branches.text")}
              action={
                branchCount === null ? (
                  <Skeleton height={36} width={140} />
                ) : !hasBranches && data.canAddBranch ? (
                  <Button component={Link} to="/settings/store/branches/add">
                    {t("shop.dashboard.branches.action_add")}
                  </Button>
                ) : (
                  <Button component={Link} to="/settings/store" variant="light">
                    {t("shop.dashboard.branches.action_manage")}
                  </Button>
                )
              }
            />
          </Stack>
        </>
      )}
      {analytics}
    </Stack>
  );
}
