import { BaseValidationMessage } from "./base-messages.js";
import { FleetValidationMessage } from "./fleet-messages.js";
import { ShopValidationMessage } from "./shop-messages.js";

export { BaseValidationMessage } from "./base-messages.js";
export { FleetValidationMessage } from "./fleet-messages.js";
export { ShopValidationMessage } from "./shop-messages.js";

/**
 * Every validation message the schemas use. The API prefixes the field name
 * ("email: must be a valid e-mail address"); the web looks the key up in `validation.*`
 * so the same rule reads in English and Arabic.
 */
export const ValidationMessage = { ...BaseValidationMessage, ...FleetValidationMessage, ...ShopValidationMessage };
export type ValidationMessageKey = keyof typeof ValidationMessage;
