import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The variants tab before the product exists: variants belong to a saved product. */
export function SaveFirstNote({ onGoToBasic }: { onGoToBasic: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={t("shop.product.save_first.title")}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t("shop.product.save_first.text")}</Text>
        <Button size="xs" variant="light" onClick={onGoToBasic}>
          {t("shop.product.save_first.action")}
        </Button>
      </Stack>
    </Alert>
  );
}
