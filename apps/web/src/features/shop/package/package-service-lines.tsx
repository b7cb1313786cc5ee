import { formatDuration, type PackageDto, type ServiceSummaryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../../shared/ui/money";
import { LinePrice } from "./line-price";
import { type ChosenLine, PackageLines } from "./package-lines";

interface Props {
  branchId: string;
  chosen: string[];
  choices: { data?: ServiceSummaryDto[]; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The edited package's services, for those the branch no longer offers. */
  packageLines: PackageDto["services"];
  error?: string;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
}

type ServiceLine = ChosenLine & Pick<ServiceSummaryDto, "duration" | "price" | "discounted_price">;

/** The builder's services: a picker of the branch's services and the chosen ones, each once. */
export function PackageServiceLines({ branchId, chosen, choices, packageLines, error, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const offered = choices.data ?? [];
  const lines: ServiceLine[] = chosen.flatMap((id) => {
    const current = offered.find((s) => s._id === id);
    const shown = current ?? packageLines.find((s) => s._id === id);
    return shown ? [{ ...shown, id: shown._id, isOffered: !!current }] : [];
  });
  const options = offered
    .filter((s) => !chosen.includes(s._id))
    .map((s) => ({
      value: s._id,
      label: s.name,
      detail: `${formatDuration(s.duration)} · ${money(s.discounted_price)}`,
    }));

  return (
    <PackageLines
      branchId={branchId}
      choices={choices}
      options={options}
      lines={lines}
      columns={[
        {
          header: t("shop.package.builder.duration"),
          render: (s) => <bdi dir="ltr">{formatDuration(s.duration)}</bdi>,
        },
        {
          header: t("shop.package.builder.price"),
          render: (s) => <LinePrice price={s.price} discounted={s.discounted_price} />,
        },
      ]}
      minWidth={420}
      texts={{
        loading: t("shop.package.builder.loading_services"),
        noChoices: t("shop.package.builder.no_services"),
        pick: t("shop.package.builder.add_service"),
        search: t("shop.package.builder.search_services"),
        noneChosen: t("shop.package.builder.no_services_chosen"),
        table: t("shop.package.sections.services"),
        name: t("shop.package.builder.service"),
        notOffered: t("shop.package.builder.not_offered"),
      }}
      onAdd={onAdd}
      onRemove={onRemove}
      error={error}
    />
  );
}
