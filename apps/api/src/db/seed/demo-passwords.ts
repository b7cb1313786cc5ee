import { DEMO_PASSWORD } from "../../platform/common-passwords.js";
import { hashPassword } from "../../platform/passwords.js";

/**
 * The hashes of the demo's sign-ins, each of the demo's password with a salt of its own: the shop's
 * owner (the stations' attendants share it), its receptionist and manager, and the fleet company's
 * admin, manager and dispatcher. argon2id runs on libuv's threads, not the main one, so a first start
 * begins them before it unpacks and opens the database and finds them done when the demo is written.
 */
export async function hashDemoPasswords() {
  const hash = () => hashPassword(DEMO_PASSWORD);
  const [owner, receptionist, manager, fleetAdmin, fleetManager, dispatcher] = await Promise.all([
    hash(),
    hash(),
    hash(),
    hash(),
    hash(),
    hash(),
  ]);
  return {
    owner,
    members: { receptionist, manager },
    fleet: { admin: fleetAdmin, roles: { manager: fleetManager, dispatcher } },
  };
}

export type DemoPasswordHashes = Awaited<ReturnType<typeof hashDemoPasswords>>;
