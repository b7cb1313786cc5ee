import { isJobCardOpen } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useCan } from "../../../shared/session/permissions";
import { JobCardDetailPage } from "./job-card-detail-page";
import { JobCardLoadState } from "./job-card-load-state";
import { useInspectionSave, useJobCard } from "./job-card-hooks";
import { jobCardEditPath } from "./job-card-paths";
import { JobCardStatusActions } from "./job-card-status-actions";

/** `/jobs/job-list/:id`: one job card, its status moves and its inspection. */
export function Component() {
  return (
    <RequirePermission permission="job_cards.view">
      <JobCardDetail />
    </RequirePermission>
  );
}

function JobCardDetail() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const record = useJobCard(id);
  const saveInspection = useInspectionSave(id);
  const canChangeStatus = useCan("job_cards.change_status");
  const canEdit = useCan("job_cards.edit");

  if (!record.isSuccess) {
    return <JobCardLoadState record={record} />;
  }
  const jobCard = record.data;
  return (
    <JobCardDetailPage
      data={jobCard}
      statusActions={canChangeStatus && <JobCardStatusActions jobCard={jobCard} />}
      editTo={canEdit && isJobCardOpen(jobCard.status) ? jobCardEditPath(jobCard._id) : null}
      inspection={{
        // A cancelled job card's inspection is kept as it was.
        canEdit: canEdit && jobCard.status !== "cancelled",
        pending: saveInspection.isPending,
        errors: saveInspection.error,
        onSubmit: (body) =>
          saveInspection.mutate(body, { onSuccess: () => notify.success(t("shop.job_card.toast.inspection_saved")) }),
      }}
    />
  );
}
