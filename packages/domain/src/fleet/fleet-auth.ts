import { z } from "zod";

/**
 * The signed-in user of the fleet portal and their company, as every screen of the portal reads
 * them. The company's own fields (onboarding, bank) come with the company's endpoints.
 */
export const FleetUserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The company admin, who holds every permission. */
  is_admin: z.boolean(),
  permissions: z.array(z.string()),
});
export type FleetUserDto = z.infer<typeof FleetUserDto>;

export const FleetCompanyDto = z.object({
  _id: z.string(),
  company_name: z.string(),
  merchant_id: z.string(),
  currency: z.enum(["PKR", "SAR"]),
});
export type FleetCompanyDto = z.infer<typeof FleetCompanyDto>;

export const FleetUserInfo = z.object({ user: FleetUserDto, company: FleetCompanyDto });
export type FleetUserInfo = z.infer<typeof FleetUserInfo>;

export const FleetAuthResult = FleetUserInfo.extend({ token: z.string() });
export type FleetAuthResult = z.infer<typeof FleetAuthResult>;
