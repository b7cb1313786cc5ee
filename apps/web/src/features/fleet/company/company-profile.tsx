import { Alert, Loader, SimpleGrid } from "@mantine/core";
import type { FleetCompanyDetailsDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { failureText } from "../../../shared/forms/messages";
import { toFailure } from "../../../shared/api/api-error";
import { DetailItem } from "../../../shared/ui/detail-item";
import { SectionCard } from "../../../shared/ui/section-card";

interface Props {
  profile: FleetCompanyDetailsDto | undefined;
  isLoading: boolean;
  error: unknown;
}

/** Identifiers and account numbers read left to right inside Arabic text. */
const ltr = (value: string): ReactNode => <bdi dir="ltr">{value}</bdi>;

/** The company as onboarding recorded it: who it is, where its money is banked, its tax numbers. Read only. */
export function CompanyProfile({ profile, isLoading, error }: Props) {
  const { t } = useTranslation();
  if (isLoading) return <Loader size="sm" aria-label={t("fleet.settings.company.profile_loading")} />;
  if (!profile) {
    return (
      <Alert color="red" variant="light">
        {failureText(t, toFailure(error))}
      </Alert>
    );
  }
  return (
    <>
      <SectionCard title={t("fleet.settings.company.profile_title")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DetailItem label={t("fleet.auth.fields.company_name")}>
            <bdi>{profile.company_name}</bdi>
          </DetailItem>
          <DetailItem label={t("fleet.auth.fields.merchant_id")}>{ltr(profile.merchant_id)}</DetailItem>
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t("fleet.settings.company.bank_title")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DetailItem label={t("fleet.auth.fields.bank")}>{profile.bank_name ?? profile.bank_code}</DetailItem>
          <DetailItem label={t("fleet.auth.fields.iban")}>{ltr(profile.iban)}</DetailItem>
          <DetailItem label={t("fleet.auth.fields.account_title")}>
            <bdi>{profile.account_title}</bdi>
          </DetailItem>
          <DetailItem label={t("fleet.auth.fields.authorised_person")}>
            <bdi>{profile.authorised_person}</bdi>
          </DetailItem>
          <DetailItem label={t("fleet.auth.fields.ntn")}>{ltr(profile.ntn)}</DetailItem>
          <DetailItem label={t("fleet.auth.fields.strn")}>{ltr(profile.strn)}</DetailItem>
        </SimpleGrid>
      </SectionCard>
    </>
  );
}
