import { JobCardListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useJobCardList } from "./job-card-hooks";
import { JOB_CARD_ADD_PATH } from "./job-card-paths";
import { JobCardTable } from "./job-card-table";
import { JobCardToolbar } from "./job-card-toolbar";

/** `/jobs/job-list`: the job cards, with page, search, status, branch and dates in the URL. */
export function Component() {
  return (
    <RequirePermission permission="job_cards.view">
      <JobCardList />
    </RequirePermission>
  );
}

function JobCardList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(JobCardListQuery, useJobCardList);
  const canAdd = useCan("job_cards.add");

  return (
    <ListScreen
      title={t("shop.job_card.title")}
      description={t("shop.job_card.subtitle")}
      add={canAdd && { label: t("shop.job_card.add"), to: JOB_CARD_ADD_PATH }}
      toolbar={<JobCardToolbar query={query} onChange={setQuery} />}
      list={list}
    >
      <JobCardTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || !!query.status || !!query.branch_id || !!query.from || !!query.to}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
