export * from "./reference.js";
export * from "./shop.js";
export * from "./auth.js";
export * from "./catalog.js";
export * from "./vehicle-reference.js";
export * from "./fleet.js";
