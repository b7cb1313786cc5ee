// The fleet scenarios of `npm run bench`: a company with 5,000 vehicles, made through the API.

const PROVINCE_CODES = ["LEA", "LEB", "KHI", "ISB", "RWP", "FSD", "MUL", "PSH"];

/**
 * Signs in as the demo fleet admin and adds vehicles until the company has `count` more: types,
 * makes and models from the reference lists, plates and chassis numbers unique by their index.
 */
export async function companyWithVehicles(post, get, csrf, count) {
  const login = { email: "admin@indus-logistics.test", password: "pitlane-demo", remember_me: false };
  const { token } = await post("/fueling/api/auth/login", login, csrf);
  const headers = { ...csrf, authorization: `Bearer ${token}` };
  const types = (await get("/vehicle/api/vehicle-type", headers)).items;
  const car = types.find((type) => type.name === "Car") ?? types[0];
  const makes = (await get(`/vehicle/api/make/${car._id}?limit=9999`, headers)).items.slice(0, 5);
  const choices = [];
  for (const make of makes) {
    for (const model of (await get(`/vehicle/api/models/${make._id}?limit=9999`, headers)).items.slice(0, 4))
      choices.push({ make_id: make._id, model_id: model._id });
  }
  const body = (i) => ({
    car_id: `B-${i}`,
    vehicle_type_id: car._id,
    fleet_type: "owned",
    ...choices[i % choices.length],
    year: 2010 + (i % 15),
    plate_no: `${PROVINCE_CODES[i % 8]}-${String(i).padStart(5, "0")}`,
    chassis_no: `BENCH${String(i).padStart(12, "0")}`,
    nfc_tag: `NFC-B-${i}`,
    fuel_type: i % 4 === 0 ? "diesel" : "petrol",
    initial_odometer: 10_000 + i,
    current_odometer: 10_000 + i,
    primary_tank_limit: 45,
  });
  let next = 0;
  const worker = async () => {
    while (next < count) await post("/fueling/api/vehicle/add", body(next++), headers);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { token };
}
