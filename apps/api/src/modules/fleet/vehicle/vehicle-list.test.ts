import { vehicleEndpoints, type VehicleDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { createVehicle, createVehicleModel, type TestVehicleModel } from "../../../test/factories/fleet-vehicle.js";
import { fleetLists } from "../../../test/lists.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesLikeEveryList } = fleetRefusals;
const { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } = fleetLists;
const list = vehicleEndpoints.list;
const carIds = (items: VehicleDto[]) => items.map((v) => v.car_id);

let shared: TestVehicleModel | undefined;
const model = async () => (shared ??= await createVehicleModel(t));

describe("GET vehicle/list", () => {
  itRefusesLikeEveryList(t, list, { permission: "vehicles.view", permissions: ["employees.view", "vehicles.add"] });
  itAnswersAnEmptyFirstPage(t, list, "vehicles");
  itPagesThroughThreeRows(t, list, {
    title: "pages through the vehicles by car id",
    add: async (company, carId) => createVehicle(t, company.companyId, { model: await model(), carId }),
    nameOf: (v) => v.car_id,
    query: { sort: "car_id", order: "asc" },
  });

  it("lists only this company's vehicles, newest first, for a user holding vehicles.view", async () => {
    const company = await createCompany(t);
    await createVehicle(t, company.companyId, { model: await model(), carId: "OLD" });
    await createVehicle(t, company.companyId, { model: await model(), carId: "NEW" });
    await createVehicle(t, (await createCompany(t)).companyId, { model: await model(), carId: "THEIRS" });
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view"] });
    const res = await t.api.call(list, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(carIds(res.body.result.items)).toEqual(["NEW", "OLD"]);
    expect(res.body.result.total).toBe(2);
    const searched = await t.api.call(list, { token: viewer.token, query: { search: "THEIRS" } });
    expect(searched.body.result).toMatchObject({ items: [], total: 0 });
  });

  it("searches car id, plate, chassis and NFC tag, ignoring case, and counts what it finds", async () => {
    const company = await createCompany(t);
    const m = await model();
    await createVehicle(t, company.companyId, { model: m, carId: "KHI-9", plateNo: "BKR-100", chassisNo: "JT-1" });
    await createVehicle(t, company.companyId, {
      model: m,
      carId: "LHR-2",
      plateNo: "LEC-555",
      chassisNo: "NZE-77",
      nfcTag: "04:9F:AB",
    });
    await createVehicle(t, company.companyId, { model: m, carId: "ISB-3", plateNo: "RIA-3", chassisNo: "ZZ-3" });
    for (const [search, expected] of [
      ["khi", ["KHI-9"]],
      ["lec-5", ["LHR-2"]],
      ["nze", ["LHR-2"]],
      ["9f:ab", ["LHR-2"]],
      ["100%", []],
    ] as const) {
      const res = await t.api.call(list, { token: company.token, query: { search } });
      expect(carIds(res.body.result.items), search).toEqual(expected);
      expect(res.body.result.total).toBe(expected.length);
    }
  });

  it("filters by status: active, inactive (every status but active) and all", async () => {
    const company = await createCompany(t);
    const m = await model();
    await createVehicle(t, company.companyId, { model: m, carId: "A", status: "active" });
    await createVehicle(t, company.companyId, { model: m, carId: "B", status: "pause" });
    await createVehicle(t, company.companyId, { model: m, carId: "C", status: "out_of_service" });
    await createVehicle(t, company.companyId, { model: m, carId: "D", status: "inactive" });
    const tab = async (status: "all" | "active" | "inactive") =>
      (await t.api.call(list, { token: company.token, query: { status, sort: "car_id", order: "asc" } })).body.result;
    expect(carIds((await tab("active")).items)).toEqual(["A"]);
    expect(await tab("inactive")).toMatchObject({ total: 3 });
    expect(carIds((await tab("inactive")).items)).toEqual(["B", "C", "D"]);
    expect(carIds((await tab("all")).items)).toEqual(["A", "B", "C", "D"]);
  });

  it("filters by vehicle type", async () => {
    const company = await createCompany(t);
    const van = await model();
    const truck = await createVehicleModel(t, { makeName: "Hino", modelName: "500" });
    await createVehicle(t, company.companyId, { model: van, carId: "VAN" });
    await createVehicle(t, company.companyId, { model: truck, carId: "TRUCK" });
    const res = await t.api.call(list, { token: company.token, query: { vehicle_type_id: truck.vehicleTypeId } });
    expect(carIds(res.body.result.items)).toEqual(["TRUCK"]);
    expect(res.body.result.items[0]).toMatchObject({ make_name: "Hino", model_name: "500" });
  });

  it("sorts by plate and by year in either direction", async () => {
    const company = await createCompany(t);
    const m = await model();
    await createVehicle(t, company.companyId, { model: m, carId: "X", plateNo: "b-2", year: 2018 });
    await createVehicle(t, company.companyId, { model: m, carId: "Y", plateNo: "A-1", year: 2024 });
    await createVehicle(t, company.companyId, { model: m, carId: "Z", plateNo: "C-3", year: 2020 });
    const sorted = async (sort: "plate_no" | "year", order: "asc" | "desc") =>
      carIds((await t.api.call(list, { token: company.token, query: { sort, order } })).body.result.items);
    expect(await sorted("plate_no", "asc")).toEqual(["Y", "X", "Z"]);
    expect(await sorted("year", "desc")).toEqual(["Y", "Z", "X"]);
  });
});
