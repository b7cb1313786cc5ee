import { authEndpoints, employeeEndpoints, fleetAuthEndpoints, teamEndpoints, vehicleEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { createCompany } from "../test/factories/fleet.js";
import { addEmployee } from "../test/factories/fleet-employee.js";
import { SIGNUP_PASSWORD, signUp, signupBody } from "../test/factories/fleet-company.js";
import { createVehicleModel, vehicleBody } from "../test/factories/fleet-vehicle.js";
import { usePlaces } from "../test/factories/location.js";
import { createShop } from "../test/factories/shop.js";
import { fullMemberBody, memberBody, uniqueEmail } from "../test/factories/team.js";
import { vehicles } from "./schema/index.js";
import { createTenantLookups } from "./tenant-lookups.js";

/**
 * Sign-in e-mails, QR tokens and merchant ids are unique across every tenant through
 * `tenant_lookups` (decision 0030), kept in step with the rows that hold them: a key is taken
 * while its row holds it, and free for anyone once the row lets it go.
 */
const t = useTestApp();
const places = usePlaces(t);
const lookups = () => createTenantLookups(t.db);

describe("platform-wide keys", () => {
  it("holds a team member's e-mail against every shop until the member changes it or goes", async () => {
    const [first, second] = [await createShop(t), await createShop(t)];
    const [old, next] = [uniqueEmail("old"), uniqueEmail("next")];
    const add = (token: string, email: string) =>
      t.api.call(teamEndpoints.create, { token, body: memberBody({ email }) });
    const added = await add(first.token, old);
    expect(added.status).toBe(200);
    expect((await add(second.token, old)).status).toBe(409);

    const id = added.body.result._id;
    const changed = await t.api.call(teamEndpoints.update, {
      token: first.token,
      params: { id },
      body: fullMemberBody({ email: next }),
    });
    expect(changed.status).toBe(200);
    expect((await add(second.token, next)).status).toBe(409);
    expect((await add(second.token, old)).status).toBe(200);

    expect((await t.api.call(teamEndpoints.remove, { token: first.token, body: { id } })).status).toBe(200);
    expect((await add(second.token, next)).status).toBe(200);
  });

  it("frees a deleted employee's e-mail: a new company signs up with it and signs in", async () => {
    const company = await createCompany(t);
    const email = uniqueEmail("driver");
    const employee = await addEmployee(t, company.token, { email });
    const early = await t.api.call(fleetAuthEndpoints.signup, { body: signupBody(places, { email }) });
    expect(early.status).toBe(409);

    const removed = await t.api.call(employeeEndpoints.remove, { token: company.token, params: { id: employee._id } });
    expect(removed.status).toBe(200);
    const later = await signUp(t, places, { email });
    const login = await t.api.call(fleetAuthEndpoints.login, { body: { email, password: SIGNUP_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.result.company._id).toBe(later.company._id);
  });

  it("names a vehicle's company by its QR token until the vehicle goes", async () => {
    const company = await createCompany(t);
    const body = vehicleBody(await createVehicleModel(t));
    const added = await t.api.call(vehicleEndpoints.create, { token: company.token, body });
    expect(added.status).toBe(200);
    const id = added.body.result._id;
    const [vehicle] = await t.db.select({ token: vehicles.qrToken }).from(vehicles).where(eq(vehicles.id, id));
    const token = vehicle?.token ?? "";
    expect(await lookups().find("vehicle_qr_token", token)).toEqual({ tenantId: company.companyId, rowId: id });

    expect((await t.api.call(vehicleEndpoints.remove, { token: company.token, params: { id } })).status).toBe(200);
    expect(await lookups().find("vehicle_qr_token", token)).toBeNull();
  });

  it("lets one of two shop sign-ups with one e-mail at once through, and the other hears 409", async () => {
    const email = uniqueEmail("race");
    const body = {
      shop_name: "Race Motors",
      name: "Owner",
      email,
      phone: "+92 300 7654321",
      password: "a-good-password",
      currency: "PKR",
      country_id: places.pakistan,
    };
    const answers = await Promise.all([1, 2].map(() => t.api.call(authEndpoints.signup, { body })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await lookups().find("shop_user_email", email)).not.toBeNull();
  });
});
