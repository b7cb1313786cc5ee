import { z } from "zod";

/** The platform's commission on the company's fuel and the tax on that commission, in percent, as in force today: read-only for the company. */
export const ServiceFeeDto = z.object({
  commission: z.number(),
  tax: z.number(),
});
export type ServiceFeeDto = z.infer<typeof ServiceFeeDto>;
