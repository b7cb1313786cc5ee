import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FleetCompanyDto, FleetUserDto } from "@pitlane/domain";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Phone } from "../../../shared/ui/phone";

interface Props {
  user: FleetUserDto;
  company: FleetCompanyDto;
}

function Row({ label, value, isLtr = false }: { label: string; value: ReactNode; isLtr?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text dir={isLtr ? "ltr" : "auto"} style={{ textAlign: "start" }}>
        {value}
      </Text>
    </Stack>
  );
}

/** Who is signed in, for which company, and as what. */
export function UserInfo({ user, company }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <Title order={2} fz="lg" id={headingId}>
          {t("fleet.auth.profile.user_info")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Row label={t("fleet.auth.profile.full_name")} value={user.name} />
          <Row
            label={t("fleet.auth.profile.account_type")}
            value={user.is_admin ? t("fleet.auth.profile.admin") : t("fleet.auth.profile.staff")}
          />
          <Row label={t("fields.email")} value={user.email ?? "—"} isLtr />
          <Row label={t("fields.phone")} value={<Phone value={user.phone} />} />
          <Row label={t("fleet.auth.profile.company")} value={company.company_name} />
          <Row label={t("fleet.auth.fields.merchant_id")} value={company.merchant_id} isLtr />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
