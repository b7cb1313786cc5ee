import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { CommissionInvoiceDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DetailItem } from "../../../shared/ui/detail-item";
import { SectionCard } from "../../../shared/ui/section-card";

const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;

/** Saudi Arabia has one VAT number; Pakistan an NTN and an STRN. */
const isSaudi = (countryCode: string) => countryCode === "SA";

function Party({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Stack gap="sm">
        <Text fw={600}>
          <bdi>{name}</bdi>
        </Text>
        {children}
      </Stack>
    </SectionCard>
  );
}

/** The seller (the platform's entity in the company's country) and the buyer, each with its tax numbers. */
export function InvoiceParties({ doc }: { doc: CommissionInvoiceDto }) {
  const { t, i18n } = useTranslation();
  const { seller, buyer } = doc;
  const field = (name: "address" | "ntn" | "strn" | "vat_number" | "merchant_id" | "province") =>
    t(`fleet.invoice.parties.${name}`);
  const saudi = isSaudi(buyer.country_code);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Party title={t("fleet.invoice.parties.seller")} name={i18n.language === "ar" ? seller.name_arabic : seller.name}>
        <DetailItem label={field("address")}>
          <bdi>{seller.address}</bdi>
        </DetailItem>
        <DetailItem label={field(isSaudi(seller.country_code) ? "vat_number" : "ntn")}>
          <span data-testid="invoice-seller-tax-number">{ltr(seller.tax_number)}</span>
        </DetailItem>
      </Party>
      <Party title={t("fleet.invoice.parties.buyer")} name={buyer.name}>
        <DetailItem label={field("merchant_id")}>{ltr(buyer.merchant_id)}</DetailItem>
        <DetailItem label={field("address")}>
          <bdi>{buyer.address}</bdi>
        </DetailItem>
        <DetailItem label={field("province")}>
          <bdi>{buyer.state_name}</bdi>
        </DetailItem>
        <DetailItem label={field(saudi ? "vat_number" : "ntn")}>
          <span data-testid="invoice-buyer-tax-number">{ltr(buyer.ntn)}</span>
        </DetailItem>
        {!saudi && <DetailItem label={field("strn")}>{ltr(buyer.strn)}</DetailItem>}
      </Party>
    </SimpleGrid>
  );
}
