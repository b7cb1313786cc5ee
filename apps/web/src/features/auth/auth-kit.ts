/**
 * Everything the public pages need from the domain at run time: endpoint objects and schemas,
 * which bring zod (about 25 KiB gzip). Loaded through load-auth-kit.ts when the user first types
 * or submits, so the sign-in page stays under its 170 KiB budget (ARCHITECTURE).
 */
export { authEndpoints, ForgotPasswordBody, LoginBody } from "@pitlane/domain";
export { RegisterForm } from "./register/register-form";
export { ResetPasswordForm } from "./reset-password/reset-password-form";
