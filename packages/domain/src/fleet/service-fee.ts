import { z } from "zod";

/** What the platform adds to the company's fuel purchases, in percent: read-only for the company. */
export const ServiceFeeDto = z.object({
  commission: z.number(),
  tax: z.number(),
});
export type ServiceFeeDto = z.infer<typeof ServiceFeeDto>;
