import { useTranslation } from "react-i18next";
import { RecordLoadState, type RecordQuery } from "../../../shared/ui/record-load-error";
import { JOB_CARD_LIST_PATH } from "./job-card-paths";

/** A job card's page while its record loads, or why it could not: its detail and its edit page alike. */
export function JobCardLoadState({ record }: { record: RecordQuery }) {
  const { t } = useTranslation();
  return (
    <RecordLoadState
      record={record}
      notFoundText={t("refusals.job_card_not_found")}
      backTo={JOB_CARD_LIST_PATH}
      backLabel={t("shop.job_card.back_to_list")}
    />
  );
}
