// The front desk scenarios of `npm run bench`, set up through the API as the demo shop's owner: the
// time-slot search at a branch of 20 technicians with a busy week, and the client search among the
// clients scripts/bench-clients.mjs loads.

const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const [OPEN, CLOSE, BREAK_START, BREAK_END] = [9 * 60, 18 * 60, 13 * 60, 14 * 60];
const TECHNICIANS = 20;
const CLIENTS_TO_BOOK = 120;
/** Lists written as prose, a word each. */
const words = (text) => text.trim().split(/\s+/);
const FIRST = words(`
  Ahmed Ali Asad Bilal Danish Ehsan Fahad Faisal Hamza Haris Hassan Imran Junaid Kamran Kashif Moiz Nadeem Naveed
  Omer Rehan Rizwan Saad Salman Shoaib Talha Tahir Umar Usman Waqas Yasir Zain Ayesha Fatima Hira Iqra Maryam Rabia
  Sadia Sana Zainab`);
const MIDDLE = words(`
  Abbas Akram Anwar Arif Aslam Aziz Bashir Farooq Ghani Habib Hanif Iqbal Ismail Jamil Javed Karim Khalid Latif
  Majeed Mansoor Nasir Nawaz Qadir Rafiq Rashid Rauf Saeed Saleem Shafiq Shakeel Sharif Sohail Tariq Wahid Waheed
  Yousaf Zafar Zahid Zaman Zubair`);
const LAST = words(`
  Abbasi Akhtar Ansari Awan Baig Bhatti Butt Chaudhry Cheema Dar Gill Gondal Hashmi Hussain Janjua Jutt Kazmi Khan
  Khokhar Lodhi Malik Minhas Mirza Mughal Niazi Qureshi Rana Rathore Satti Sheikh Siddiqui Tarar Virk Warraich
  Zaidi`);

export const clock = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const pad = (n, width) => String(n).padStart(width, "0");

/** Calls the API as a signed-in user; follows the token when the server rotates it, and fails the bench on any non-200. */
function apiSession(base, csrf, token) {
  const session = { headers: { ...csrf, authorization: `Bearer ${token}` } };
  session.call = async (method, urlPath, body) => {
    const response = await fetch(base + urlPath, {
      method,
      headers: session.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.status !== 200) throw new Error(`${method} ${urlPath}: ${response.status} ${answer.message}`);
    if (answer.token) session.headers = { ...session.headers, authorization: `Bearer ${answer.token}` };
    return answer.result;
  };
  return session;
}

async function signInOwner(base, csrf) {
  const response = await fetch(`${base}/auth/api/user/login-shop-dashboard`, {
    method: "POST",
    headers: csrf,
    body: JSON.stringify({ email: "owner@pitlane-motors.test", password: "pitlane-demo" }),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${answer.message}`);
  return apiSession(base, csrf, answer.result.token);
}

/** Runs `count` jobs with eight in flight: enough to keep the server busy without queueing them all at once. */
async function inParallel(count, job) {
  let next = 0;
  const worker = async () => {
    while (next < count) await job(next++);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** The next `days` dates from tomorrow, in the demo shop's time zone, with their weekdays. */
export function comingDays(days) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(new Date());
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + (i + 1) * 86_400_000);
    return { date: date.toISOString().slice(0, 10), day: WEEK_DAYS[(date.getUTCDay() + 6) % 7] };
  });
}

const fullWeek = WEEK_DAYS.map((day) => ({
  day,
  isCheck: day !== "Sunday",
  work_slots: day === "Sunday" ? [] : [{ start_time: clock(OPEN), end_time: clock(CLOSE) }],
  break_slots: day === "Sunday" ? [] : [{ start_time: clock(BREAK_START), end_time: clock(BREAK_END) }],
}));

/** A car of the reference lists, for the clients' vehicles. */
async function aCar(session) {
  const types = (await session.call("GET", "/vehicle/api/vehicle-type")).items;
  const car = types.find((type) => type.name === "Car") ?? types[0];
  const make = (await session.call("GET", `/vehicle/api/make/${car._id}?limit=9999`)).items[0];
  const model = (await session.call("GET", `/vehicle/api/models/${make._id}?limit=9999`)).items[0];
  return { vehicle_type_id: car._id, make_id: make._id, model_id: model._id };
}

/** A technician's day, packed from opening with the three services in turn; every fifth is left free. */
function dayPlan(technician, serviceIds, durations) {
  const slots = [];
  for (let minute = OPEN, k = technician; ; k++) {
    const service = k % serviceIds.length;
    if (minute < BREAK_END && minute + durations[service] > BREAK_START) minute = BREAK_END;
    if (minute + durations[service] > CLOSE) return slots;
    if ((k + technician) % 5 !== 0) slots.push({ serviceId: serviceIds[service], start: minute });
    minute += durations[service];
  }
}

/**
 * A new branch with 20 technicians working Monday to Saturday, 09:00 to 18:00 with a break, three
 * services all of them perform, 120 clients with a car each, and four fifths of every technician's
 * slots of the coming `days` working days booked (a week at full scale), one job card each. Answers
 * the time-slot searches to measure and what booking more takes.
 */
async function busyBranch(base, csrf, days) {
  const session = await signInOwner(base, csrf);
  const branch = await session.call("POST", "/customer/api/shop-branch/add-shop-branch", {
    branch_name_english: "Johar Town",
    branch_name_arabic: "جوهر تاون",
    phone: "+92 42 35290000",
  });
  const category = await session.call("POST", "/customer/api/category/add-category", {
    name_english: "Quick service",
    name_arabic: "خدمة سريعة",
    kind: "services",
  });
  const durations = [30, 60, 45];
  const serviceIds = [];
  for (const [i, name] of ["Quick oil change", "Tune-up", "Tyre rotation"].entries()) {
    const body = { name, category_id: category._id, price: 1500 + i * 1000, duration: durations[i] };
    serviceIds.push(
      (await session.call("POST", "/customer/api/service/add-service", { ...body, branch_ids: [branch._id] }))._id,
    );
  }
  const technicianIds = [];
  for (let t = 0; t < TECHNICIANS; t++) {
    const member = await session.call("POST", "/customer/api/shop-user-detail/add-shop-user", {
      name_eng: `${FIRST[t]} ${LAST[t]}`,
      gender: t % 7 === 6 ? "Female" : "Male",
      job_title: "mechanic",
      weekly_schedule: fullWeek,
      branch_ids: [branch._id],
      service_ids: serviceIds,
    });
    technicianIds.push(member._id);
  }
  const car = await aCar(session);
  const vehicles = new Array(CLIENTS_TO_BOOK);
  await inParallel(CLIENTS_TO_BOOK, async (i) => {
    const client = await session.call("POST", "/customer/api/client/add-client", {
      name: `${FIRST[i % FIRST.length]} ${MIDDLE[i % MIDDLE.length]} ${LAST[i % LAST.length]}`,
      phone: `+92 321 ${pad(5_500_000 + i, 7)}`,
    });
    const vehicle = await session.call("POST", "/customer/api/client/add-client-vehicle", {
      client_id: client._id,
      ...car,
      plate: `LEJ-${pad(i, 4)}`,
      year: 2015 + (i % 10),
    });
    vehicles[i] = { client_id: client._id, vehicle_id: vehicle._id };
  });
  const week = comingDays(7)
    .filter((d) => d.day !== "Sunday")
    .slice(0, days);
  const bookings = week.flatMap(({ date }) =>
    technicianIds.flatMap((employee_id, t) =>
      dayPlan(t, serviceIds, durations).map(({ serviceId, start }) => ({ date, employee_id, serviceId, start })),
    ),
  );
  await inParallel(bookings.length, async (i) => {
    const b = bookings[i];
    const pair = { service_id: b.serviceId, employee_id: b.employee_id };
    await session.call("POST", "/customer/api/job-card/post", {
      ...vehicles[i % CLIENTS_TO_BOOK],
      branch_id: branch._id,
      date: b.date,
      pairs: [pair],
      slots: [{ ...pair, start_time: clock(b.start) }],
    });
  });
  const busyDay = week[0].date;
  const search = (pairs) => ({ date: busyDay, branch_id: branch._id, serviceEmployeeMap: pairs });
  return {
    bookings: bookings.length,
    booking: { branchId: branch._id, serviceId: serviceIds[0], duration: durations[0], technicianIds, vehicles },
    threePairs: search(serviceIds.map((service_id, i) => ({ service_id, employee_id: technicianIds[i] }))),
    everyone: search(technicianIds.map((employee_id) => ({ service_id: serviceIds[1], employee_id }))),
  };
}

/** Bench client i: a name of three parts (56,000 distinct), a phone of its own, every third an identity number. */
export function benchClient(i) {
  const [f, m] = [FIRST.length, MIDDLE.length];
  const name = `${FIRST[i % f]} ${MIDDLE[Math.floor(i / f) % m]} ${LAST[Math.floor(i / f / m) % LAST.length]}`;
  // 7919 is prime to 10^7, so no two clients share the last seven digits.
  const phone = `+92 3${pad(i % 50, 2)} ${pad((i * 7919 + 1_234_567) % 10_000_000, 7)}`;
  return { name, phone, ...(i % 3 === 0 && { identity_number: `37405${pad(i, 7)}${(i % 4) * 2 + 1}` }) };
}

/**
 * Sets up the time-slot scenarios; answers them as `run` takes them (a title and autocannon's
 * options, for a session's headers) and the branch's technicians, service and vehicles for bookings.
 */
export async function timeSlotScenarios(base, csrf, days = 6) {
  const bookingStarted = Date.now();
  const desk = await busyBranch(base, csrf, days);
  const bookingSeconds = ((Date.now() - bookingStarted) / 1000).toFixed(1);
  console.log(
    `Booked ${desk.bookings} appointments of 20 technicians for the coming ${days} working days through the API in ${bookingSeconds} s`,
  );
  const slots = (headers, body) => ({
    path: "/customer/api/job-card/time-slots",
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return {
    booking: desk.booking,
    scenarios: (headers) => [
      { title: "POST time-slots, 20 technicians, busy day, 3 pairs", options: slots(headers, desk.threePairs) },
      { title: "POST time-slots, 20 technicians, busy day, 20 pairs", options: slots(headers, desk.everyone) },
    ],
  };
}

/**
 * The searches of the client list, both finding a loaded client: a part of its name across its three
 * parts ("mza tariq b" at full scale: Hamza Tariq Baig and two more) and five digits of its phone.
 */
export function clientSearches(clientTotal) {
  const half = Math.floor(clientTotal / 2);
  const [first, middle, last] = benchClient(Math.min(7_688, half)).name.toLowerCase().split(" ");
  const phone = benchClient(Math.min(12_345, half)).phone.replace(/\D/g, "").slice(-5);
  return { name: `${first.slice(-3)} ${middle} ${last[0]}`, phone };
}

/** The client list scenarios, for a session's headers. */
export function clientScenarios(headers, clientTotal) {
  const clients = (search) => ({
    path: `/customer/api/client/get-all-client-by-shop-id?page=1&limit=10${search ? `&search=${encodeURIComponent(search)}` : ""}`,
    headers: { authorization: headers.authorization },
  });
  const searches = clientSearches(clientTotal);
  const shown = clientTotal.toLocaleString("en");
  return [
    { title: `GET clients list, shop with ${shown} clients`, options: clients("") },
    { title: `GET clients list, ${shown} clients, part of a name`, options: clients(searches.name) },
    { title: `GET clients list, ${shown} clients, phone fragment`, options: clients(searches.phone) },
  ];
}
