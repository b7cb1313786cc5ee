import type { FleetSignupStep } from "@pitlane/domain/fleet/company";

/** Loaders of the portal's public schemas and endpoints (see fleet-auth-kit.ts for why they are lazy). */
const kit = () => import("./fleet-auth-kit");

export const fleetAuthSchemas = {
  login: () => kit().then((k) => k.FleetLoginBody),
  signup: () => kit().then((k) => k.FleetSignupBody),
  forgotPassword: () => kit().then((k) => k.ForgotPasswordBody),
  resetPassword: () => kit().then((k) => k.FleetResetPasswordForm),
};

/** Each onboarding step's own schema: the step is checked before the next one opens. */
export const loadStepSchema = (step: FleetSignupStep) =>
  kit().then(
    (k) =>
      ({
        account: k.FleetAccountStep,
        company: k.FleetCompanyStep,
        business: k.FleetBusinessStep,
        role: k.FleetRoleStep,
        bank: k.FleetBankStep,
        authorised: k.FleetAuthorisedStep,
      })[step],
  );

export const fleetAuthActions = {
  login: () => kit().then((k) => k.fleetAuthEndpoints.login),
  signup: () => kit().then((k) => k.fleetAuthEndpoints.signup),
  checkEmail: () => kit().then((k) => k.fleetAuthEndpoints.checkEmail),
  forgotPassword: () => kit().then((k) => k.fleetAuthEndpoints.forgotPassword),
  resetPassword: () => kit().then((k) => k.fleetAuthEndpoints.resetPassword),
};
