import { refusalOnField } from "../../../../shared/forms/refusal-on-field";

/**
 * The API's "e-mail taken" names no field (the sign-up and the first step's check answer alike);
 * on this page it belongs under the e-mail of the first step, which then opens.
 */
export const onEmailField = (error: unknown): unknown => refusalOnField(error, "email_taken", "email");
