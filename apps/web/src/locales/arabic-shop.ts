import arShop from "./ar/shop.json";
import arSignedIn from "./ar/signed-in.json";
import arCategory from "./ar/shop-category.json";
import arPackage from "./ar/shop-package.json";
import arProduct from "./ar/shop-product.json";
import arResource from "./ar/shop-resource.json";
import arRole from "./ar/shop-role.json";
import arService from "./ar/shop-service.json";
import arTeam from "./ar/shop-team.json";
import arClient from "./ar/shop-client.json";
import arAppointment from "./ar/shop-appointment.json";
import arJobCard from "./ar/shop-job-card.json";
import arInvoice from "./ar/shop-invoice.json";
import arSupplier from "./ar/shop-supplier.json";
import arStock from "./ar/shop-stock.json";
import arStockOrder from "./ar/shop-stock-order.json";
import arOrder from "./ar/shop-order.json";
import arShopRefusals from "./ar/shop-refusals.json";
import type { ShopTexts } from "./shop-texts";

/** Typed as English: a key missing from an Arabic file fails the typecheck. */
export const arShopTexts: ShopTexts = {
  ...arSignedIn,
  refusals: { ...arSignedIn.refusals, ...arShopRefusals },
  shop: {
    ...arShop,
    category: arCategory,
    resource: arResource,
    service: arService,
    product: arProduct,
    package: arPackage,
    team: arTeam,
    role: arRole,
    client: arClient,
    appointment: arAppointment,
    job_card: arJobCard,
    invoice: arInvoice,
    supplier: arSupplier,
    stock: arStock,
    stock_order: arStockOrder,
    order: arOrder,
  },
};
