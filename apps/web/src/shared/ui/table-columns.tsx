import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type { Column } from "./data-table";
import { RowActions } from "./row-actions";

/** Active or inactive, as a badge. */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    // Its whole word, however narrow the column: "نشط" cut to "ن…" reads as nothing.
    <Badge color={isActive ? "teal" : "gray"} variant="light" miw="max-content">
      {isActive ? t("statuses.active") : t("statuses.inactive")}
    </Badge>
  );
}

/** The "Status" column of a list of records that can be active or not. */
export function statusColumn<T extends { active: boolean }>(t: TFunction): Column<T> {
  return { key: "status", header: t("fields.status"), render: (row) => <StatusBadge isActive={row.active} /> };
}

/** A record's city, named in the reader's language where the reference data has an Arabic name. */
export function cityColumn<T extends { city_name: string | null; city_name_arabic: string | null }>(
  t: TFunction,
  language: string,
): Column<T> {
  return {
    key: "city",
    header: t("fields.city"),
    render: (row) => <bdi>{(language === "ar" ? row.city_name_arabic : null) ?? row.city_name ?? "—"}</bdi>,
  };
}

/** The edit and delete icons at the end of each row, named for the row's record. */
export function actionsColumn<T>(header: string, actionsOf: (row: T) => ComponentProps<typeof RowActions>): Column<T> {
  return { key: "actions", header, alignEnd: true, render: (row) => <RowActions {...actionsOf(row)} /> };
}

/**
 * A record's English and Arabic names as its first two columns, each read in its own direction
 * (which also keeps "Main (North)" intact in the other language's page).
 */
export function bilingualNameColumns<T>(
  headers: { english: string; arabic: string },
  namesOf: (row: T) => { english: string; arabic: string },
): Column<T>[] {
  return [
    {
      key: "name_english",
      header: headers.english,
      isMain: true,
      render: (row) => (
        <bdi lang="en" dir="ltr">
          {namesOf(row).english}
        </bdi>
      ),
    },
    {
      key: "name_arabic",
      header: headers.arabic,
      render: (row) => (
        <bdi lang="ar" dir="rtl">
          {namesOf(row).arabic}
        </bdi>
      ),
    },
  ];
}
