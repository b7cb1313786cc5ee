import { Navigate } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { SUPPLIER_LIST_PATH } from "../supplier/supplier-paths";
import { STOCK_ORDER_LIST_PATH } from "./stock-order-paths";

/**
 * `/inventory` (spec 000's sidebar entry): the stock orders for a role that may view stock, else the
 * suppliers; a role that may see neither meets the suppliers' own "not allowed".
 */
export function Component() {
  const canViewStock = useCan("stock.view");
  return <Navigate to={canViewStock ? STOCK_ORDER_LIST_PATH : SUPPLIER_LIST_PATH} replace />;
}
