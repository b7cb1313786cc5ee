/**
 * What the portal's public pages need from the domain at run time (endpoints and schemas, which
 * bring zod): loaded through load-fleet-auth-kit.ts on first use, as the shop's auth kit is.
 */
export {
  FleetAccountStep,
  FleetAuthorisedStep,
  FleetBankStep,
  FleetBusinessStep,
  FleetCompanyStep,
  FleetLoginBody,
  FleetRoleStep,
  FleetSignupBody,
  ForgotPasswordBody,
  fleetAuthEndpoints,
} from "@pitlane/domain";
export { FleetResetPasswordForm } from "./reset-password/fleet-reset-password-form";
