import "@mantine/core/styles/Grid.css";
import { Button, Grid, Group, Stack, Text } from "@mantine/core";
import {
  JobCardCreateBody,
  type JobCardDraft,
  type JobCardDto,
  draftOfJobCard,
  draftToBody,
  intakeOdometerRefusal,
  reducer,
  toMajor,
} from "@pitlane/domain";
import { type FormEvent, useId, useMemo, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { noFormErrors, toFormErrors } from "../../../shared/forms/form-errors";
import { encodeRefusal, refusalText } from "../../../shared/forms/messages";
import { numberOf } from "../../../shared/forms/number-value";
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
import { FixedFields } from "./fixed-fields";
import { useBranchPackages, useClientVehicles } from "./job-card-choices";
import { jobCardNumber } from "./job-card-format";
import { JOB_CARD_LIST_PATH, jobCardDetailPath } from "./job-card-paths";
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
  /** The open job card being changed (its client, vehicle, branch and date stay); none when booking. */
  editing?: JobCardDto;
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
export function JobCardFormPage({ prefill, today, editing, pending, errors, onSubmit }: JobCardFormPageProps) {
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
  const [saved] = useState(() => (editing ? draftOfJobCard(editing) : null));
  const [draft, dispatch] = useReducer(reducer, undefined, () => saved ?? prefilledDraft(today, prefill));
  // A new round remounts the pickers after a reset, emptying what they hold of their own.
  const [round, setRound] = useState(0);
  const [isChecked, setChecked] = useState(false);
  const { slots, forgetPrefill } = useDraftSlots(draft, dispatch, errors, prefill, editing?._id ?? null);
  const vehicles = useClientVehicles(draft.client_id);
  const vehicleReading = vehicles.data?.find((v) => v._id === draft.vehicle_id)?.odometer ?? null;
  // Decision 0013: a job card's reading is checked against the one before it, kept when it was first read.
  const lastOdometer = editing && editing.odometer !== null ? editing.previous_odometer : vehicleReading;
  // Only a reading typed as a number is checked here; the schema names what else is wrong with the entry.
  const typedOdometer = numberOf(draft.odometer);
  const odometerRefusal = typedOdometer === null ? null : intakeOdometerRefusal(typedOdometer, lastOdometer);

  const packages = useBranchPackages(draft.branch_id);
  const services = useBranchServices(draft.branch_id ?? "");
  const variants = useBranchVariants(draft.branch_id ?? "");
  const catalog = { packages: packages.data ?? [], services: services.data ?? [], variants: variants.data ?? [] };
  const estimate = draftEstimate(draft, catalog, shop.vat_rate);

  const body = draftToBody(draft);
  const ownErrors: Record<string, string> = isChecked
    ? {
        ...schemaErrors(JobCardCreateBody, body),
        ...(odometerRefusal ? { odometer: encodeRefusal(odometerRefusal) } : {}),
      }
    : {};
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
    if (parsed.success && !odometerRefusal) {
      setSentDraft(draft);
      return onSubmit(parsed.data);
    }
    const wrong = new Set(parsed.error?.issues.map((issue) => String(issue.path[0])));
    if (odometerRefusal) wrong.add("odometer");
    const first = FIELDS.find((field) => wrong.has(field));
    if (first) document.getElementById(idOf(focusTarget(first)))?.focus();
  }

  function handleReset() {
    dispatch(saved ? { type: "load", draft: saved } : { type: "reset", today });
    forgetPrefill();
    setChecked(false);
    setRound((n) => n + 1);
  }

  const sectionProps = { draft, dispatch, errorOf, idOf };
  const title = editing
    ? t("shop.job_card.title_edit", { number: jobCardNumber(editing.number) })
    : t("shop.job_card.title_add");
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={title}
        actions={
          editing ? (
            <Button component={Link} to={jobCardDetailPath(editing._id)} variant="default">
              {t("shop.job_card.title_detail", { number: jobCardNumber(editing.number) })}
            </Button>
          ) : (
            <Button component={Link} to={JOB_CARD_LIST_PATH} variant="default">
              {t("shop.job_card.back_to_list")}
            </Button>
          )
        }
      />
      <form noValidate onSubmit={handleSubmit} aria-label={title}>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg" key={round}>
              {editing ? (
                <Section id={ids.who} title={t("shop.job_card.sections.client")}>
                  <FixedFields jobCard={editing} />
                </Section>
              ) : (
                <>
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
                </>
              )}
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
                <ProductsSection
                  draft={draft}
                  dispatch={dispatch}
                  packages={catalog.packages}
                  booked={editing}
                  errorOf={errorOf}
                />
              </Section>
              <Section id={ids.more} title={t("shop.job_card.sections.more")}>
                <ExtrasFields {...sectionProps} lastOdometer={lastOdometer} />
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
                  {editing ? t("shop.job_card.form.save_changes") : t("shop.job_card.form.save")}
                </Button>
              </Group>
            </Section>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
