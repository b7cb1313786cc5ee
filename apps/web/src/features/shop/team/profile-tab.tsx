import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/SimpleGrid.css";
import "../../../shared/ui/select-styles";
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { Gender, JOB_TITLES } from "@pitlane/domain";
import { IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { ImageField } from "../../../shared/forms/image-field";
import { LtrInput } from "../../../shared/ui/ltr-input";
import type { TabProps } from "./team-form";

const genders = Gender.options;
const isGender = (value: string): value is Gender => genders.some((g) => g === value);
const isJobTitle = (value: string | null) => JOB_TITLES.find((title) => title === value) ?? null;

/**
 * Photo, names, gender, date of birth and job title: what add-shop-user needs to create the member.
 * The name takes focus only while adding: when editing, arrow keys move between tabs undisturbed.
 */
export function ProfileTab({ form: { form, field }, member }: TabProps) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const jobTitles = JOB_TITLES.map((title) => ({ value: title, label: t(`shop.team.job_titles.${title}`) })).sort(
    (a, b) => a.label.localeCompare(b.label),
  );
  const dateOfBirth = field("date_of_birth");
  const gender = field("gender");

  return (
    <Stack>
      <ImageField
        value={form.values.image_id}
        onChange={(id) => form.setFieldValue("image_id", id)}
        error={field("image_id").error}
        placeholderIcon={IconUser}
        radius="xl"
        texts={{
          label: t("shop.team.fields.photo"),
          hint: t("shop.team.photo.hint"),
          choose: t("shop.team.photo.choose"),
          change: t("shop.team.photo.change"),
          remove: t("shop.team.photo.remove"),
          previewAlt: t("shop.team.photo.preview_alt"),
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LtrInput label={t("shop.team.fields.name_eng")} withAsterisk autoFocus={!member} {...field("name_eng")} />
        <TextInput label={t("shop.team.fields.name_arabic")} dir="rtl" lang="ar" {...field("name_arabic")} />
        <Select
          label={t("shop.team.fields.job_title")}
          placeholder={t("shop.team.placeholders.job_title")}
          withAsterisk
          searchable
          nothingFoundMessage={t("fields.nothing_found")}
          data={jobTitles}
          {...field("job_title")}
          onChange={(value) => form.setFieldValue("job_title", isJobTitle(value))}
        />
        <LtrInput
          label={t("shop.team.fields.date_of_birth")}
          type="date"
          max={clock.today()}
          {...dateOfBirth}
          value={form.values.date_of_birth ?? ""}
          onChange={(event) => form.setFieldValue("date_of_birth", event.currentTarget.value || null)}
        />
      </SimpleGrid>
      <Radio.Group
        label={t("shop.team.fields.gender")}
        withAsterisk
        value={form.values.gender}
        onChange={(value) => form.setFieldValue("gender", isGender(value) ? value : null)}
        error={gender.error}
      >
        <Group mt="xs">
          {genders.map((g) => (
            <Radio key={g} value={g} label={t(`shop.team.genders.${g}`)} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
