import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid } from "@mantine/core";
import type { StationDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DetailItem } from "../../../shared/ui/detail-item";
import { SectionCard } from "../../../shared/ui/section-card";
import { StatusBadge } from "../../../shared/ui/table-columns";
import { FuelBadges, usePlaceName } from "./station-display";

/** Where the station is, what it sells and whether it sells now. */
export function StationFactsCard({ station: s }: { station: StationDto }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const placeName = usePlaceName();
  return (
    <SectionCard title={t("ops.station.details")}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <DetailItem label={t("ops.station.fields.brand")}>
          <bdi>{s.brand}</bdi>
        </DetailItem>
        <DetailItem label={t("fields.address")}>
          <bdi>{s.address}</bdi>
        </DetailItem>
        <DetailItem label={t("ops.station.fields.place")}>
          {[
            placeName(s.city_name, s.city_name_arabic),
            placeName(s.state_name, s.state_name_arabic),
            placeName(s.country_name, s.country_name_arabic),
          ].join(t("ops.station.fields.place_separator"))}
        </DetailItem>
        <DetailItem label={t("ops.station.fields.coordinates")}>
          <bdi dir="ltr">{`${s.latitude}, ${s.longitude}`}</bdi>
        </DetailItem>
        <DetailItem label={t("ops.station.fields.fuel_types")}>
          <FuelBadges fuelTypes={s.fuel_types} />
        </DetailItem>
        <DetailItem label={t("ops.station.fields.status")}>
          <StatusBadge isActive={s.status === "active"} />
        </DetailItem>
        <DetailItem label={t("ops.station.fields.currency")}>{s.currency}</DetailItem>
        <DetailItem label={t("ops.station.fields.added")}>{clock.date(s.created_at)}</DetailItem>
      </SimpleGrid>
    </SectionCard>
  );
}
