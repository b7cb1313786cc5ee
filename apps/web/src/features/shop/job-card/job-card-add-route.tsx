import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { JobCardFormPage } from "./job-card-form-page";
import { jobCardNumber } from "./job-card-format";
import { useJobCardCreate } from "./job-card-hooks";
import { jobCardDetailPath } from "./job-card-paths";
import { readPrefill } from "./prefill";

/**
 * `/jobs/job-list/add`, also opened by the calendar's "new booking" with its date, branch,
 * technician and start time in the URL. A saved job card opens on its own screen.
 */
export function Component() {
  return (
    <RequirePermission permission="job_cards.add">
      <JobCardAdd />
    </RequirePermission>
  );
}

function JobCardAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the form owns the values from then on.
  const [prefill] = useState(() => readPrefill(searchParams));
  // The shop's day, whatever the browser's zone: the server refuses a past date on the same clock.
  const clock = useTenantClock();
  const [today] = useState(() => clock.today());
  const create = useJobCardCreate();

  return (
    <JobCardFormPage
      prefill={prefill}
      today={today}
      pending={create.isPending}
      errors={create.error}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (saved) => {
            notify.success(t("shop.job_card.toast.created", { number: jobCardNumber(saved.number) }));
            void navigate(jobCardDetailPath(saved._id));
          },
        })
      }
    />
  );
}
