// What other areas may use of the shop: the shop's sign-in (in the shared auth module) reads and
// presents the shop a user belongs to.
export { toShopSessionDto } from "./shop/presenter.js";
export type { ShopRepo } from "./shop/repo.js";
// The operations console shows a company's proof of payment as the portal serves its images.
export { servedImageHeaders } from "./upload/routes.js";
// The station terminal stores a purchase's photos as the company's images, like every upload.
export type { UploadService } from "./upload/service.js";
