import { Alert, Anchor, Stack } from "@mantine/core";
import { JobCardUpdateBody, isJobCardOpen } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { JobCardFormPage } from "./job-card-form-page";
import { jobCardNumber } from "./job-card-format";
import { JobCardLoadState } from "./job-card-load-state";
import { useJobCard, useJobCardUpdate } from "./job-card-hooks";
import { jobCardDetailPath } from "./job-card-paths";
import { NO_PREFILL } from "./prefill";

/** `/jobs/job-list/edit/:id`: an open job card in the booking form, its client, vehicle, branch and date fixed. */
export function Component() {
  return (
    <RequirePermission permission="job_cards.edit">
      <JobCardEdit />
    </RequirePermission>
  );
}

function JobCardEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const record = useJobCard(id);
  const update = useJobCardUpdate(id);
  // The shop's day, as when booking: the server checks every new time on the same clock.
  const clock = useTenantClock();
  const [today] = useState(() => clock.today());

  if (!record.isSuccess) {
    return <JobCardLoadState record={record} />;
  }
  const jobCard = record.data;
  if (!isJobCardOpen(jobCard.status)) {
    return (
      <Stack maw={720}>
        <Alert color="yellow">{t("refusals.job_card_closed")}</Alert>
        <Anchor component={Link} to={jobCardDetailPath(id)}>
          {t("shop.job_card.title_detail", { number: jobCardNumber(jobCard.number) })}
        </Anchor>
      </Stack>
    );
  }
  return (
    <JobCardFormPage
      editing={jobCard}
      prefill={NO_PREFILL}
      today={today}
      pending={update.isPending}
      errors={update.error}
      onSubmit={(body) =>
        // The form sends the whole booking; the edit takes what may change of it.
        update.mutate(JobCardUpdateBody.parse(body), {
          onSuccess: (saved) => {
            notify.success(t("shop.job_card.toast.updated", { number: jobCardNumber(saved.number) }));
            void navigate(jobCardDetailPath(saved._id));
          },
        })
      }
    />
  );
}
