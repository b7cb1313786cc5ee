import { Alert, Button, Group, Loader, Stack, TextInput, Title } from "@mantine/core";
import { type StationVehicleDto, stationEndpoints } from "@pitlane/domain";
import { IconNfc, IconQrcode, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { request } from "../../../shared/api/client";
import { toFailure } from "../../../shared/api/api-error";
import { FormError } from "../../../shared/ui/form-error";
import type { StoredPurchase } from "../purchase/purchase-store";
import { NfcDialog } from "./nfc-dialog";
import { nfcReaderOf } from "./nfc-reader";
import { OpenPurchases } from "./open-purchases";
import { QrScannerDialog } from "./qr-scanner-dialog";
import { VehicleMatches } from "./vehicle-matches";

/** What the search was given: a scanned QR token or a tag names one vehicle, a typed id or plate maybe several. */
interface Search {
  q: string;
  source: "qr" | "nfc" | "typed";
}

/** Whether this browser has Web NFC (Chrome on Android); read once, it does not change. */
const NfcReader = typeof window === "undefined" ? null : nfcReaderOf(window);

/**
 * Step 1: find the vehicle by its QR code (the camera), its NFC tag, or its car id or plate typed in;
 * a QR code or tag that names one vehicle goes straight on, a typed search lists what it matches.
 */
export function IdentifyScreen({
  open,
  onPick,
  onResume,
}: {
  open: StoredPurchase[];
  onPick: (vehicle: StationVehicleDto) => void;
  onResume: (stored: StoredPurchase) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState<Search | null>(null);
  const [dialog, setDialog] = useState<"qr" | "nfc" | null>(null);
  const matches = useQuery({
    queryKey: ["station-vehicles", search?.q ?? ""],
    enabled: !!search,
    queryFn: () => request(stationEndpoints.vehicles, { query: { q: search?.q ?? "" } }),
    staleTime: 0,
  });

  const isExact = search?.source !== "typed";
  const found = matches.data;
  useEffect(() => {
    if (isExact && found?.length === 1 && found[0]) onPick(found[0]);
  }, [isExact, found, onPick]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const q = typed.trim();
    if (q) setSearch({ q, source: "typed" });
  }

  function handleScanned(source: "qr" | "nfc", q: string) {
    setDialog(null);
    setSearch({ q, source });
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t("station.identify.title")}
      </Title>
      <Group grow gap="sm">
        <Button size="xl" h={72} leftSection={<IconQrcode size={28} />} onClick={() => setDialog("qr")}>
          {t("station.identify.scan")}
        </Button>
        {NfcReader && (
          <Button size="xl" h={72} variant="light" leftSection={<IconNfc size={28} />} onClick={() => setDialog("nfc")}>
            {t("station.identify.nfc")}
          </Button>
        )}
      </Group>
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t("station.identify.search_label")}
            size="xl"
            flex={1}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={100}
          />
          <Button type="submit" size="xl" leftSection={<IconSearch size={24} />}>
            {t("station.identify.find")}
          </Button>
        </Group>
      </form>
      {search && matches.isFetching && <Loader aria-label={t("loading")} />}
      {matches.isError && <FormError failure={toFailure(matches.error)} />}
      {search && found?.length === 0 && !matches.isFetching && (
        <Alert color="yellow" variant="light" role="alert">
          {search.source === "typed"
            ? t("station.identify.no_match", { q: search.q })
            : t(`station.identify.no_match_${search.source}`)}
        </Alert>
      )}
      {found && found.length > 0 && !(isExact && found.length === 1) && (
        <VehicleMatches matches={found} onPick={onPick} />
      )}
      <OpenPurchases open={open} onResume={onResume} />
      <QrScannerDialog
        opened={dialog === "qr"}
        onClose={() => setDialog(null)}
        onToken={(token) => handleScanned("qr", token)}
      />
      {NfcReader && (
        <NfcDialog
          Reader={NfcReader}
          opened={dialog === "nfc"}
          onClose={() => setDialog(null)}
          onTag={(value) => handleScanned("nfc", value)}
        />
      )}
    </Stack>
  );
}
