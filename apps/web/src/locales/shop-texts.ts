import enShop from "./en/shop.json";
import enSignedIn from "./en/signed-in.json";
import enCategory from "./en/shop-category.json";
import enPackage from "./en/shop-package.json";
import enProduct from "./en/shop-product.json";
import enResource from "./en/shop-resource.json";
import enRole from "./en/shop-role.json";
import enService from "./en/shop-service.json";
import enTeam from "./en/shop-team.json";
import enClient from "./en/shop-client.json";
import enAppointment from "./en/shop-appointment.json";
import enJobCard from "./en/shop-job-card.json";
import enInvoice from "./en/shop-invoice.json";
import enSupplier from "./en/shop-supplier.json";
import enStock from "./en/shop-stock.json";
import enStockOrder from "./en/shop-stock-order.json";
import enOrder from "./en/shop-order.json";
import enShopRefusals from "./en/shop-refusals.json";

/**
 * The signed-in screens' texts: `shop.*`, one file per area (`shop-service.json` holds
 * `shop.service.*`), and (`signed-in.json`) the parts of the shared buckets only they use (the shell's `app.nav.*`,
 * `list.*`, most `actions.*`, `fields.*` and `statuses.*`, the signed-in screens' `refusals.*`), and
 * (`shop-refusals.json`) the shop's refusals by code, merged into those buckets when loaded.
 * Imported by the signed-in layout only, so the public pages never carry them.
 */
export const enShopTexts = {
  ...enSignedIn,
  refusals: { ...enSignedIn.refusals, ...enShopRefusals },
  shop: {
    ...enShop,
    category: enCategory,
    resource: enResource,
    service: enService,
    product: enProduct,
    package: enPackage,
    team: enTeam,
    role: enRole,
    client: enClient,
    appointment: enAppointment,
    job_card: enJobCard,
    invoice: enInvoice,
    supplier: enSupplier,
    stock: enStock,
    stock_order: enStockOrder,
    order: enOrder,
  },
};
export type ShopTexts = typeof enShopTexts;

export const loadArabicShopTexts = async () => (await import("./arabic-shop")).arShopTexts;
