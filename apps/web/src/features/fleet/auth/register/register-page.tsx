import "@mantine/core/styles/Stepper.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Button, Group, Stack, Stepper, Text, Title } from "@mantine/core";
import type { FleetSignupBody } from "@pitlane/domain";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toFormErrors } from "../../../../shared/forms/form-errors";
import { schemaErrors, useSchemaForm } from "../../../../shared/forms/use-schema-form";
import { FormError } from "../../../../shared/ui/form-error";
import { FullScreenLoader } from "../../../../shared/ui/page-loader";
import { AuthCard } from "../../../auth/auth-card";
import { fleetAuthSchemas, loadStepSchema } from "../load-fleet-auth-kit";
import { onEmailField } from "./email-field";
import { ALL_SIGNUP_FIELDS, SIGNUP_STEPS, firstStepWith, initialSignupValues, type SignupFormKit } from "./signup-form";
import { AccountStep } from "./steps/account-step";
import { AuthorisedStep } from "./steps/authorised-step";
import { BankStep } from "./steps/bank-step";
import { BusinessStep } from "./steps/business-step";
import { CompanyStep } from "./steps/company-step";
import { RoleStep } from "./steps/role-step";

export interface FleetRegisterPageProps {
  pending: boolean;
  /** The failed sign-up, if any: a refused field's step opens with the message on the field. */
  errors: unknown;
  /** Whether the first step's e-mail is free: null, or the failed call (409 when taken). */
  onCheckEmail: (email: string) => Promise<unknown>;
  onSubmit: (body: FleetSignupBody) => void;
}

const stepViews = {
  account: AccountStep,
  company: CompanyStep,
  business: BusinessStep,
  role: RoleStep,
  bank: BankStep,
  authorised: AuthorisedStep,
};

export function FleetRegisterPage({ pending, errors, onCheckEmail, onSubmit }: FleetRegisterPageProps) {
  const { t } = useTranslation();
  // The e-mail check's answer stands until the next sign-up fails (a new `errors`).
  const [check, setCheck] = useState<{ after: unknown; error: unknown } | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const serverError = useMemo(
    () => onEmailField(check && check.after === errors ? check.error : errors),
    [check, errors],
  );
  const { form, field, formProps, formError } = useSchemaForm(
    fleetAuthSchemas.signup,
    initialSignupValues,
    serverError,
  );
  const [active, setActive] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const current = SIGNUP_STEPS[active] ?? SIGNUP_STEPS[0];
  const isLast = active === SIGNUP_STEPS.length - 1;
  const StepView = stepViews[current.step];
  const kit: SignupFormKit = { form, field };

  // The server named a field of an earlier step (the e-mail is taken, the city is not in the state): open that step.
  useEffect(() => {
    if (!serverError) return;
    const step = firstStepWith(Object.keys(toFormErrors(serverError, ALL_SIGNUP_FIELDS).fields));
    if (step !== null) setActive(step);
  }, [serverError]);

  // Each step opens on its first field, for keyboards and screen readers alike.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [active]);

  /** A taken e-mail is said on the first step, not after the five others (the sign-up still refuses it too). */
  async function isEmailFree(email: string): Promise<boolean> {
    setIsChecking(true);
    const error = await onCheckEmail(email);
    setIsChecking(false);
    setCheck({ after: errors, error });
    if (error) form.getInputNode("email")?.focus();
    return !error;
  }

  async function handleNext() {
    const schema = await loadStepSchema(current.step);
    const values = form.getValues();
    const stepErrors = schemaErrors(schema, values);
    form.setErrors(stepErrors);
    const first = Object.keys(stepErrors)[0];
    if (first) form.getInputNode(first)?.focus();
    else if (current.step !== "account" || (await isEmailFree(values.email))) setActive(active + 1);
  }

  const submit = formProps(onSubmit);
  // Enter in a field moves on like "Next"; only the last step sends the form.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (isLast) return submit.onSubmit(event);
    event.preventDefault();
    void handleNext();
  }

  return (
    <AuthCard title={t("fleet.auth.register.title")} subtitle={t("fleet.auth.register.subtitle")}>
      <Stepper
        active={active}
        onStepClick={(step) => step < active && setActive(step)}
        size="xs"
        iconSize={28}
        allowNextStepsSelect={false}
      >
        {SIGNUP_STEPS.map(({ step }) => (
          <Stepper.Step key={step} aria-label={t(`fleet.auth.register.steps.${step}`)} />
        ))}
      </Stepper>
      <form noValidate onInput={submit.onInput} onSubmit={handleSubmit}>
        <Stack ref={body}>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t("fleet.auth.register.step_of", { current: active + 1, total: SIGNUP_STEPS.length })}
            </Text>
            <Title order={2} fz="lg">
              {t(`fleet.auth.register.steps.${current.step}`)}
            </Title>
          </Stack>
          <StepView {...kit} />
          <FormError failure={formError} />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setActive(active - 1)} disabled={active === 0}>
              {t("fleet.auth.register.back")}
            </Button>
            <Button type="submit" loading={pending || isChecking}>
              {isLast ? t("fleet.auth.register.submit") : t("fleet.auth.register.next")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        {t("fleet.auth.register.have_account")}{" "}
        <Anchor component={Link} to="/fleet/login">
          {t("fleet.auth.register.sign_in_link")}
        </Anchor>
      </Text>
      <FullScreenLoader visible={pending} />
    </AuthCard>
  );
}
