import { Group, Text } from "@mantine/core";
import { IconSteeringWheel } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export function Brand() {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <IconSteeringWheel size={28} stroke={1.8} color="var(--mantine-primary-color-filled)" aria-hidden />
      <Text fw={800} fz="lg">
        {t("app.name")}
      </Text>
    </Group>
  );
}
