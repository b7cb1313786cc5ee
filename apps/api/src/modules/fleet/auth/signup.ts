import { randomInt } from "node:crypto";
import { conflict, timeZoneOfCountry, type FleetSignupBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { hashNewPassword } from "../../../platform/passwords.js";
import { phoneCountryOf, phonesIn } from "../../../platform/phones.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation } from "../../reference/location/service.js";
import { isEmailTaken, isMerchantIdTaken, type FleetAuthRepo } from "./repo.js";

const MERCHANT_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** 36^8 ids: a clash is rare, and a retry takes care of it. */
const MERCHANT_ATTEMPTS = 5;

export const newMerchantId = () =>
  `PL-${Array.from({ length: 8 }, () => MERCHANT_ALPHABET[randomInt(MERCHANT_ALPHABET.length)]).join("")}`;

function companyColumns(input: FleetSignupBody, countryCode: string | null) {
  return {
    companyName: input.company_name,
    companyType: input.company_type,
    email: input.email,
    phone: input.phone,
    address: input.address,
    countryId: input.country_id,
    stateId: input.state_id,
    cityId: input.city_id,
    industry: input.industry,
    companySize: input.company_size,
    fleetSize: input.fleet_size,
    monthlyUsage: input.monthly_usage,
    monthlyUsageUnit: input.monthly_usage_unit,
    contactRole: input.contact_role,
    experience: input.experience,
    bankCode: input.bank_code,
    iban: input.iban,
    accountTitle: input.account_title,
    authorisedPerson: input.authorised_person,
    ntn: input.ntn,
    strn: input.strn,
    referral: input.referral,
    currency: input.currency,
    // The wall clock starts on the country's zone; the company settings change it.
    timeZone: timeZoneOfCountry(countryCode),
  };
}

/** E-mails sign in to the portal, so one belongs to one fleet user of any company. */
export async function checkEmailFree(users: FleetAuthRepo, email: string): Promise<void> {
  if (await users.findUserByEmail(email)) throw conflict("email_taken");
}

/** The company and its admin (an employee row holding every permission), both or neither. */
export function createFleetSignup(db: Db, users: FleetAuthRepo, locations: LocationRepo) {
  return async function signup(input: FleetSignupBody) {
    await checkEmailFree(users, input.email);
    const countryCode = await checkLocation(locations, input);
    // The company's people type local numbers of the country it signs up in.
    const stored = phonesIn(phoneCountryOf(countryCode, input.currency), "fleet_phone").withStoredPhone(input);
    const passwordHash = await hashNewPassword(input.password);
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const columns = { ...companyColumns(stored, countryCode), merchantId: newMerchantId() };
          const company = await users.insertCompany(columns, tx);
          const user = await users.insertUser(
            {
              companyId: company.id,
              isAdmin: true,
              name: `${input.first_name} ${input.last_name}`,
              email: input.email,
              phone: stored.phone,
              passwordHash,
            },
            tx,
          );
          return { user, company: { ...company, countryCode } };
        });
      } catch (error) {
        // Two sign-ups with one e-mail at once: the index decides, the loser hears what the check says.
        if (isEmailTaken(error)) throw conflict("email_taken");
        if (!isMerchantIdTaken(error) || attempt >= MERCHANT_ATTEMPTS) throw error;
      }
    }
  };
}
