import "@mantine/core/styles/SimpleGrid.css";
import { Paper, SimpleGrid } from "@mantine/core";
import type { ClientDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { DetailItem } from "../../../shared/ui/detail-item";
import { Phone } from "../../../shared/ui/phone";

/** The client's contact details at the head of their page. */
export function ClientSummary({ client }: { client: ClientDto }) {
  const { t } = useTranslation();
  const ltr = (value: string | null) => value && <bdi dir="ltr">{value}</bdi>;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <DetailItem label={t("shop.client.fields.phone")}>
          <Phone value={client.phone} />
        </DetailItem>
        <DetailItem label={t("shop.client.fields.email")}>{ltr(client.email)}</DetailItem>
        <DetailItem label={t("shop.client.fields.identity_number")}>{ltr(client.identity_number_display)}</DetailItem>
        <DetailItem label={t("shop.client.fields.gender")}>
          {client.gender && t(`shop.client.genders.${client.gender}`)}
        </DetailItem>
        <DetailItem label={t("shop.client.fields.address")}>{client.address && <bdi>{client.address}</bdi>}</DetailItem>
        <DetailItem label={t("shop.client.fields.notes")}>{client.notes && <bdi>{client.notes}</bdi>}</DetailItem>
      </SimpleGrid>
    </Paper>
  );
}
