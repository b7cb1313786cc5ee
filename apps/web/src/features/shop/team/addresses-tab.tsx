import "@mantine/core/styles/SimpleGrid.css";
import { Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { refusalText } from "../../../shared/forms/messages";
import { LocationFields, type LocationValue } from "../../reference/location/location-fields";
import type { TabProps } from "./team-form";

const MAX_ADDRESSES = 5;
const emptyAddress = { label: "", address: "", country_id: null, state_id: null, city_id: null };

/** The member's addresses (home, a second home...), each with its country, state and city. */
export function AddressesTab({ form: { form } }: TabProps) {
  const { t } = useTranslation();
  const addresses = form.values.addresses;
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === "string" ? refusalText(t, error) : undefined;
  };

  return (
    <Stack>
      {addresses.length === 0 && <Text c="dimmed">{t("shop.team.addresses.empty")}</Text>}
      {addresses.map((address, index) => {
        const at = `addresses.${index}`;
        const title = t("shop.team.addresses.title", { n: index + 1 });
        const location: LocationValue = {
          country_id: address.country_id,
          state_id: address.state_id,
          city_id: address.city_id,
        };
        return (
          <Paper key={index} withBorder p="sm" radius="md" component="fieldset" aria-label={title} m={0}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={500}>{title}</Text>
                <CloseButton
                  aria-label={t("shop.team.addresses.remove", { n: index + 1 })}
                  onClick={() => form.removeListItem("addresses", index)}
                />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t("shop.team.addresses.label")}
                  placeholder={t("shop.team.addresses.label_placeholder")}
                  dir="auto"
                  {...form.getInputProps(`${at}.label`)}
                  value={address.label ?? ""}
                  error={errorOf(`${at}.label`)}
                />
                <TextInput
                  label={t("fields.address")}
                  withAsterisk
                  dir="auto"
                  {...form.getInputProps(`${at}.address`)}
                  error={errorOf(`${at}.address`)}
                />
              </SimpleGrid>
              <LocationFields
                value={location}
                onChange={(patch) => form.setFieldValue(`addresses.${index}`, { ...address, ...patch })}
                errors={{
                  country_id: errorOf(`${at}.country_id`),
                  state_id: errorOf(`${at}.state_id`),
                  city_id: errorOf(`${at}.city_id`),
                }}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        disabled={addresses.length >= MAX_ADDRESSES}
        onClick={() => form.insertListItem("addresses", { ...emptyAddress })}
      >
        {t("shop.team.addresses.add")}
      </Button>
    </Stack>
  );
}
