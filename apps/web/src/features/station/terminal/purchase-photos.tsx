import { Stack, Text } from "@mantine/core";
import { PURCHASE_PHOTOS, type StationPurchaseDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import type { Answer } from "../purchase/purchase-api";
import { PhotoInput } from "./photo-input";

/** The purchase's two photos: taken before the pump runs or at completion, retaken if need be. */
export function PurchasePhotos({
  purchase,
  onSend,
}: {
  purchase: StationPurchaseDto;
  onSend: (reference: string, kind: (typeof PURCHASE_PHOTOS)[number], photo: Blob) => Promise<Answer>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={t("station.photos.title")}>
      <Text fw={700}>{t("station.photos.title")}</Text>
      {PURCHASE_PHOTOS.map((kind) => (
        <PhotoInput
          key={kind}
          kind={kind}
          isSent={purchase.photos[kind]}
          onSend={(photoKind, photo) => onSend(purchase.reference, photoKind, photo)}
        />
      ))}
    </Stack>
  );
}
