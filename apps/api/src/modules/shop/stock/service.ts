import type {
  ListResult,
  StockAdjustBody,
  StockAdjustmentDto,
  StockMovementDto,
  StockMovementQuery,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { adjustStock } from "./movements.js";
import type { StockMovementRepo } from "./movement-repo.js";
import { toStockMovementDto } from "./presenter.js";

export function createStockService({ db, movements }: { db: Db; movements: StockMovementRepo }) {
  return {
    adjust: (ctx: RequestContext, body: StockAdjustBody): Promise<StockAdjustmentDto> =>
      db.transaction((tx) =>
        adjustStock(tx, { shopId: ctx.tenantId, branchId: body.branch_id, userId: ctx.userId }, body),
      ),

    async movements(ctx: RequestContext, q: StockMovementQuery): Promise<ListResult<StockMovementDto>> {
      const page = await movements.list(ctx.tenantId, q);
      return { ...page, items: page.items.map(toStockMovementDto) };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
