import "./select-styles";
import { type ComboboxItem, Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A Select's own props, its choices coming from a list the server holds. */
export type ListSelectProps = Omit<SelectProps, "data">;

interface Props extends ListSelectProps {
  options: ComboboxItem[];
  /** The list failed to load: the field says so (unless it already shows an error of its own). */
  isLoadError: boolean;
  loadFailedText: string;
}

/** A searchable Select over a list loaded from the server (categories, branches). */
export function ListSelect({ options, isLoadError, loadFailedText, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      data={options}
      searchable
      nothingFoundMessage={t("fields.nothing_found")}
      error={props.error ?? (isLoadError ? loadFailedText : undefined)}
    />
  );
}

/** In place of a ListSelect when the role cannot read the list: disabled and saying why, instead of a refused call. */
export function NotAllowedSelect({ reason, ...props }: ListSelectProps & { reason: string }) {
  return <Select {...props} data={[]} disabled description={reason} />;
}
