import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { refusalText } from "../../../shared/forms/messages";
import type { ServiceForm } from "./service-form";

const MAX_LINES = 50;

/** The inspection checklist filled in on a job card (the spec's forms tab): add, remove and reorder lines. */
export function ChecklistTab({ form: { form } }: { form: ServiceForm }) {
  const { t } = useTranslation();
  const lines = form.values.checklist;
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === "string" ? refusalText(t, error) : undefined;
  };

  const addLine = () => {
    form.insertListItem("checklist", "");
    // The new line's input exists after this render; focus it so typing can start at once.
    requestAnimationFrame(() => form.getInputNode(`checklist.${lines.length}`)?.focus());
  };

  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {t("shop.service.hints.checklist")}
      </Text>
      {lines.length === 0 && <Text c="dimmed">{t("shop.service.checklist.empty")}</Text>}
      {lines.map((_, index) => {
        const number = index + 1;
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={t("shop.service.checklist.line", { number })}
              placeholder={t("shop.service.checklist.placeholder")}
              dir="auto"
              style={{ flex: 1 }}
              {...form.getInputProps(`checklist.${index}`)}
              error={errorOf(`checklist.${index}`)}
            />
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t("shop.service.checklist.move_up", { number })}
              disabled={index === 0}
              onClick={() => form.reorderListItem("checklist", { from: index, to: index - 1 })}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t("shop.service.checklist.move_down", { number })}
              disabled={index === lines.length - 1}
              onClick={() => form.reorderListItem("checklist", { from: index, to: index + 1 })}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t("shop.service.checklist.remove", { number })}
              onClick={() => form.removeListItem("checklist", index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {errorOf("checklist") && (
        <Text c="red" size="sm" role="alert">
          {errorOf("checklist")}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={addLine}
          disabled={lines.length >= MAX_LINES}
        >
          {t("shop.service.checklist.add")}
        </Button>
      </Group>
    </Stack>
  );
}
