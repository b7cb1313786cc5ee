// The services scenarios of `npm run bench`: a shop of its own with a catalog of realistic size, made through the API.
import { get, post } from "./bench-http.mjs";

const SERVICE_KINDS = [
  "Oil change",
  "Engine tuning",
  "Wheel alignment",
  "Wheel balancing",
  "AC service",
  "Brake pads",
  "Denting",
  "Painting",
  "Car wash",
  "Detailing",
];
const CAR_MODELS = ["Corolla", "Civic", "City", "Cultus", "Alto", "Mehran", "Yaris", "Sportage", "Hilux", "Wagon R"];

/**
 * A shop of its own with 3 branches, 10 service categories and `count` services (1,000 at full scale), made through the API
 * (the embedded database belongs to the server process). Service i is in category i % 10 and offered
 * at branch i % 3, every fifth also at the next one; its name is a kind, a car model and a number.
 */
export async function shopWithServices(base, csrf, count) {
  const email = `bench-${Date.now()}@example.test`;
  const countries = await get(base, "/fueling/api/country/get-all?search=Pakistan");
  const country_id = countries.items.find((country) => country.iso2 === "PK")._id;
  const signup = {
    shop_name: "Bench Motors",
    name: "Bench Owner",
    email,
    phone: "+92 300 0000000",
    currency: "PKR",
    country_id,
  };
  const { token } = await post(base, "/customer/api/shop/shop-signup", { ...signup, password: "bench-password" }, csrf);
  const headers = { ...csrf, authorization: `Bearer ${token}` };
  const branchIds = [];
  // Branch names are unique within the shop in either language: each has its own Arabic name.
  for (const [name, arabic] of [
    ["Gulberg", "جلبرج"],
    ["Model Town", "ماڈل ٹاؤن"],
    ["DHA", "دي إتش إيه"],
  ]) {
    const branch = { branch_name_english: name, branch_name_arabic: arabic, phone: "+92 42 35761234" };
    branchIds.push((await post(base, "/customer/api/shop-branch/add-shop-branch", branch, headers))._id);
  }
  const categoryIds = [];
  for (const kind of SERVICE_KINDS) {
    const category = { name_english: kind, name_arabic: "خدمات", kind: "services" };
    categoryIds.push((await post(base, "/customer/api/category/add-category", category, headers))._id);
  }
  const serviceBody = (i) => ({
    name: `${SERVICE_KINDS[i % 10]} ${CAR_MODELS[Math.floor(i / 10) % 10]} ${Math.floor(i / 100) + 1}`,
    category_id: categoryIds[i % 10],
    price: 500 + (i % 40) * 250,
    duration: 15 + (i % 12) * 5,
    branch_ids: i % 5 === 0 ? [branchIds[i % 3], branchIds[(i + 1) % 3]] : [branchIds[i % 3]],
    ...(i % 4 === 0 && { discount_type: 2, discount_value: 10 }),
  });
  // Eight requests in flight keep the server busy without queueing a thousand at once.
  let next = 0;
  const worker = async () => {
    while (next < count) await post(base, "/customer/api/service/add-service", serviceBody(next++), headers);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { token, alignmentCategoryId: categoryIds[SERVICE_KINDS.indexOf("Wheel alignment")] };
}
