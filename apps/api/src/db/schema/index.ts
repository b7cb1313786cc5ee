export * from "./reference.js";
export * from "./shop.js";
export * from "./auth.js";
export * from "./catalog.js";
