import { AuthoriseBody, CompleteBody, RefusalCode as m, type StationVehicleDto } from "@pitlane/domain";
import { z } from "zod";

/** The attendant asks for litres, or for an amount of money's worth of fuel. */
export const BUY_BY = ["litres", "amount"] as const;
export type BuyBy = (typeof BUY_BY)[number];

/** A number field left empty: no value, so the field's own rule or the choice's says what is missing. */
const emptyAsNone = (value: unknown) => (value === "" || value === null ? undefined : value);

const body = AuthoriseBody.shape;

/**
 * The authorisation's form: the API's own rules for each field (AuthoriseBody), with the choice of
 * litres or amount as a field of its own; the one chosen must be filled.
 */
export const AuthoriseForm = z
  .object({
    tpin: body.tpin,
    odometer: body.odometer,
    fuel_type: body.fuel_type,
    by: z.enum(BUY_BY, { error: m.choice }),
    litres: z.preprocess(emptyAsNone, body.litres),
    amount: z.preprocess(emptyAsNone, body.amount),
  })
  .superRefine((values, ctx) => {
    if (values[values.by] === undefined) ctx.addIssue({ code: "custom", message: m.required, path: [values.by] });
  });
export type AuthoriseForm = z.output<typeof AuthoriseForm>;

/** The request for this vehicle under this reference: litres or the amount, as the attendant chose. */
export function toAuthoriseBody(
  form: AuthoriseForm,
  reference: string,
  vehicle: Pick<StationVehicleDto, "vehicle">,
): AuthoriseBody {
  const { by, litres, amount, ...rest } = form;
  return { reference, vehicle: vehicle.vehicle, ...rest, ...(by === "litres" ? { litres } : { amount }) };
}

/** The completion's form: the litres the pump gave, never more than the purchase was authorised for. */
export const completeFormFor = (authorised: number) =>
  z.object({
    litres: CompleteBody.shape.litres.refine((litres) => litres <= authorised, {
      error: m.litres_above_authorised,
      abort: true,
    }),
  });
