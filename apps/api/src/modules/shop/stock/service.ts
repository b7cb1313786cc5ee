import type {
  ListResult,
  StockAdjustBody,
  StockAdjustmentDto,
  StockListQuery,
  StockMovementDto,
  StockMovementQuery,
  StockRowDto,
  StockTransferBody,
  StockTransferDto,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { adjustStock, transferStock } from "./movements.js";
import type { StockMovementRepo } from "./movement-repo.js";
import { toStockMovementDto, toStockRowDto } from "./presenter.js";
import type { StockListRepo } from "./stock-list-repo.js";

interface Deps {
  db: Db;
  stock: StockListRepo;
  movements: StockMovementRepo;
}

export function createStockService({ db, stock, movements }: Deps) {
  return {
    async list(ctx: RequestContext, q: StockListQuery): Promise<ListResult<StockRowDto>> {
      const page = await stock.list(ctx.tenantId, q);
      return { ...page, items: page.items.map(toStockRowDto) };
    },

    adjust: (ctx: RequestContext, body: StockAdjustBody): Promise<StockAdjustmentDto> =>
      db.transaction((tx) =>
        adjustStock(tx, { shopId: ctx.tenantId, branchId: body.branch_id, userId: ctx.userId }, body),
      ),

    transfer: (ctx: RequestContext, body: StockTransferBody): Promise<StockTransferDto> =>
      db.transaction((tx) => transferStock(tx, { shopId: ctx.tenantId, userId: ctx.userId }, body)),

    async movements(ctx: RequestContext, q: StockMovementQuery): Promise<ListResult<StockMovementDto>> {
      const page = await movements.list(ctx.tenantId, q);
      return { ...page, items: page.items.map(toStockMovementDto) };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
