// What other areas may use of the operations console: the station terminal authenticates by the
// keys the console makes, and prices a purchase at the price the console set.
export { hashTerminalKey } from "./station/terminal-key.js";
export { priceInForce } from "./station/price-in-force.js";
export type { TerminalKeyCache } from "./station/terminal-key-cache.js";
