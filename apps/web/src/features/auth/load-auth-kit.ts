/** Loaders of the public pages' schemas and endpoints (see auth-kit.ts for why they are lazy). */
const kit = () => import("./auth-kit");

export const authSchemas = {
  login: () => kit().then((k) => k.LoginBody),
  register: () => kit().then((k) => k.RegisterForm),
  forgotPassword: () => kit().then((k) => k.ForgotPasswordBody),
  resetPassword: () => kit().then((k) => k.ResetPasswordForm),
};

export const authActions = {
  login: () => kit().then((k) => k.authEndpoints.login),
  signup: () => kit().then((k) => k.authEndpoints.signup),
  forgotPassword: () => kit().then((k) => k.authEndpoints.forgotPassword),
  resetPassword: () => kit().then((k) => k.authEndpoints.resetPassword),
};
