import "@mantine/core/styles/Grid.css";
import { Button, Grid, Group, Stack, Text } from "@mantine/core";
import { JobCardCreateBody, type JobCardDraft, draftToBody, reducer, toMajor } from "@pitlane/domain";
import { type FormEvent, useId, useMemo, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { noFormErrors, toFormErrors } from "../../../shared/forms/form-errors";
import { refusalText } from "../../../shared/forms/messages";
import { schemaErrors } from "../../../shared/forms/use-schema-form";
import { useSession } from "../../../shared/session/session-store";
import { FormError } from "../../../shared/ui/form-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { SectionCard as Section } from "../../../shared/ui/section-card";
import { useBranchServices, useBranchVariants } from "../package/package-hooks";
import { BranchDateFields } from "./branch-date-fields";
import { ClientVehicleFields } from "./client-vehicle-fields";
import { draftEstimate } from "./estimate";
import { ExtrasFields } from "./extras-fields";
import { useBranchPackages } from "./job-card-choices";
import { JOB_CARD_LIST_PATH } from "./job-card-paths";
import { PackagesSection } from "./packages-section";
import { PairsSection } from "./pairs-section";
import { type Prefill, prefilledDraft } from "./prefill";
import { ProductsSection } from "./products-section";
import { TotalsList } from "./totals-list";
import { useDraftSlots } from "./use-draft-slots";

export interface JobCardFormPageProps {
  /** The calendar's date, branch, technician and start time, if it opened the form. */
  prefill: Prefill;
  today: string;
  pending: boolean;
  /** The failed save, if any. */
  errors: unknown;
  onSubmit: (body: JobCardCreateBody) => void;
}

/** The fields a message may name, in the order of the form (the first one wrong gets the focus). */
const FIELDS = [
  "client_id",
  "vehicle_id",
  "branch_id",
  "date",
  "pairs",
  "slots",
  "inspection_provider_id",
  "odometer",
  "notes",
];
/** Where a field's message leads: "book a slot for every service" to the services. */
const focusTarget = (field: string) => (field === "slots" ? "pairs" : field);

/**
 * Spec 000's job card form: client and vehicle, branch and date, packages, service and technician
 * pairs booked into free times, products, inspection, odometer and notes, with a live estimate.
 * Every change goes through the job card draft's reducer (its rules are the spec's, not this page's).
 */
export function JobCardFormPage({ prefill, today, pending, errors, onSubmit }: JobCardFormPageProps) {
  const { t } = useTranslation();
  const { shop } = useSession();
  const formId = useId();
  const ids = {
    who: useId(),
    where: useId(),
    packages: useId(),
    pairs: useId(),
    products: useId(),
    more: useId(),
    sum: useId(),
  };
  const [draft, dispatch] = useReducer(reducer, undefined, () => prefilledDraft(today, prefill));
  // A new round remounts the pickers after a reset, emptying what they hold of their own.
  const [round, setRound] = useState(0);
  const [isChecked, setChecked] = useState(false);
  const { slots, forgetPrefill } = useDraftSlots(draft, dispatch, errors, prefill);

  const packages = useBranchPackages(draft.branch_id);
  const services = useBranchServices(draft.branch_id ?? "");
  const variants = useBranchVariants(draft.branch_id ?? "");
  const catalog = { packages: packages.data ?? [], services: services.data ?? [], variants: variants.data ?? [] };
  const estimate = draftEstimate(draft, catalog, shop.vat_rate);

  const body = draftToBody(draft);
  const ownErrors = isChecked ? schemaErrors(JobCardCreateBody, body) : {};
  const server = useMemo(() => (errors ? toFormErrors(errors, FIELDS) : noFormErrors), [errors]);
  // A server's field message describes the draft it refused: once the draft changes, it is stale.
  const [sentDraft, setSentDraft] = useState<JobCardDraft | null>(null);
  const serverFields = sentDraft === draft ? server.fields : {};

  const idOf = (field: string) => `${formId}-${field}`;
  const errorOf = (field: string) => {
    const message = ownErrors[field] ?? serverFields[field];
    return message ? refusalText(t, message) : undefined;
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const parsed = JobCardCreateBody.safeParse(body);
    if (parsed.success) {
      setSentDraft(draft);
      return onSubmit(parsed.data);
    }
    const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const first = FIELDS.find((field) => wrong.has(field));
    if (first) document.getElementById(idOf(focusTarget(first)))?.focus();
  }

  function handleReset() {
    dispatch({ type: "reset", today });
    forgetPrefill();
    setChecked(false);
    setRound((n) => n + 1);
  }

  const sectionProps = { draft, dispatch, errorOf, idOf };
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("shop.job_card.title_add")}
        actions={
          <Button component={Link} to={JOB_CARD_LIST_PATH} variant="default">
            {t("shop.job_card.back_to_list")}
          </Button>
        }
      />
      <form noValidate onSubmit={handleSubmit} aria-label={t("shop.job_card.title_add")}>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg" key={round}>
              <Section id={ids.who} title={t("shop.job_card.sections.client")}>
                <ClientVehicleFields
                  clientId={draft.client_id}
                  vehicleId={draft.vehicle_id}
                  dispatch={dispatch}
                  errorOf={errorOf}
                  idOf={idOf}
                />
              </Section>
              <Section id={ids.where} title={t("shop.job_card.sections.where_when")}>
                <BranchDateFields {...sectionProps} today={today} />
              </Section>
              <Section id={ids.packages} title={t("shop.job_card.sections.packages")}>
                <PackagesSection draft={draft} dispatch={dispatch} />
              </Section>
              <Section id={ids.pairs} title={t("shop.job_card.sections.services")}>
                <PairsSection
                  {...sectionProps}
                  packages={catalog.packages}
                  slots={slots}
                  preferredProviderId={prefill.employee_id}
                />
              </Section>
              <Section id={ids.products} title={t("shop.job_card.sections.products")}>
                <ProductsSection draft={draft} dispatch={dispatch} packages={catalog.packages} errorOf={errorOf} />
              </Section>
              <Section id={ids.more} title={t("shop.job_card.sections.more")}>
                <ExtrasFields {...sectionProps} />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Section id={ids.sum} title={t("shop.job_card.sections.estimate")} isSticky>
              <TotalsList
                totals={{
                  subtotal: toMajor(estimate.subtotalMinor),
                  discount: toMajor(estimate.discountMinor),
                  vat: toMajor(estimate.vatMinor),
                  total: toMajor(estimate.totalMinor),
                }}
              />
              <Text size="xs" c="dimmed">
                {t("shop.job_card.form.estimate_hint")}
              </Text>
              <FormError failure={server.form} />
              <Group justify="flex-end">
                <Button variant="default" onClick={handleReset}>
                  {t("shop.job_card.form.reset")}
                </Button>
                <Button type="submit" loading={pending}>
                  {t("shop.job_card.form.save")}
                </Button>
              </Group>
            </Section>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
