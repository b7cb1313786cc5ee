import type { PURCHASE_PHOTOS, StationVehicleDto } from "@pitlane/domain";
import { useEffect, useRef, useState } from "react";
import { type Answer, fetchPurchase, sendPhoto, sendStep } from "../purchase/purchase-api";
import {
  type AuthoriseValues,
  type HeldPurchase,
  type Next,
  type Screen,
  afterAnswer,
  afterRefusal,
  resumeOf,
} from "../purchase/purchase-flow";
import { type AuthoriseForm, toAuthoriseBody } from "../purchase/purchase-forms";
import { newPurchaseReference } from "../purchase/purchase-reference";
import { type PurchaseStore, type StoredPurchase, createIdbPurchaseStore } from "../purchase/purchase-store";

/** Waits before each automatic retry of a request that got no answer; then the attendant decides. */
const RETRY_DELAYS_MS = [1000, 3000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const deviceStore = createIdbPurchaseStore();

/**
 * The device keeps a purchase so a reload loses nothing; a device whose storage fails (a private
 * window, a full disk) still serves the driver, it only cannot resume after a reload.
 */
function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  return work().catch((error: unknown) => {
    console.warn("The terminal's storage failed", error);
    return fallback;
  });
}

/**
 * The terminal's purchase, one screen at a time (purchase-flow.ts decides, this hook acts): every
 * request that moves money is stored before it is sent and sent under its step's key, so a retry or
 * a resume after a reload gets the server's first answer instead of a second charge.
 */
export function usePurchaseFlow(store: PurchaseStore = deviceStore) {
  const [screen, setScreenState] = useState<Screen>({ name: "identify" });
  const [open, setOpen] = useState<StoredPurchase[]>([]);
  const [isRestoring, setRestoring] = useState(true);
  // The screen as last set, for the answers that arrive later (a photo sent meanwhile).
  const current = useRef(screen);

  function setScreen(next: Screen) {
    current.current = next;
    setScreenState(next);
  }

  const refreshOpen = async () => setOpen(await safely(() => store.all(), []));
  const keep = (stored: StoredPurchase) => safely(() => store.put(stored), undefined);
  const forget = (reference: string) => safely(() => store.remove(reference), undefined);

  async function apply(stored: StoredPurchase, next: Next): Promise<void> {
    if ("resend" in next) return send(next.resend);
    if (next.keep) await keep(next.keep);
    else await forget(stored.reference);
    setScreen(next.screen);
    await refreshOpen();
  }

  /** The server's account of a purchase found on the device, and the screen it resumes at. */
  async function resume(stored: StoredPurchase): Promise<void> {
    setScreen({ name: "sending", stored });
    await apply(stored, resumeOf(stored, await fetchPurchase(stored.reference), Date.now()));
  }

  /** Sends the stored purchase's request, again twice if no answer comes, always under the same key. */
  async function send(stored: StoredPurchase): Promise<void> {
    setScreen({ name: "sending", stored });
    let answer: Answer = await sendStep(stored);
    for (const delay of RETRY_DELAYS_MS) {
      if (answer.status !== "unanswered") break;
      await wait(delay);
      answer = await sendStep(stored);
    }
    if (answer.status === "answered") return apply(stored, afterAnswer(stored, answer.purchase, Date.now()));
    if (answer.status === "unanswered") return setScreen({ name: "unanswered", stored, canDiscard: false });
    // Settled meanwhile (expired, or voided on another device): show how, from the server's account.
    if (answer.failure.refusal?.code === "purchase_resolved") return resume(stored);
    return apply(stored, afterRefusal(stored, answer.failure, Date.now()));
  }

  /** Stores a request before it leaves: a reload while it is out finds it and sends it again. */
  function start(stored: StoredPurchase) {
    setScreen({ name: "sending", stored });
    void keep(stored).then(() => send(stored));
  }

  // On opening: the newest open purchase resumes; the others are checked, and those settled forgotten.
  const isStarted = useRef(false);
  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    void (async () => {
      const [newest, ...others] = await safely(() => store.all(), []);
      if (newest) await resume(newest);
      for (const stored of others) {
        const next = resumeOf(stored, await fetchPurchase(stored.reference), Date.now());
        if ("keep" in next && next.keep === null) await forget(stored.reference);
      }
      await refreshOpen();
      setRestoring(false);
    })();
    // Once per page, with the functions of the first render: they only read the store and set state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    screen,
    /** The purchases open on this device, newest first. */
    open,
    isRestoring,
    pick: (vehicle: StationVehicleDto) => setScreen({ name: "details", vehicle, values: null, failure: null }),
    /** After a decline the attendant can put right: the form again, with what was typed but the T-PIN. */
    retryDetails: (vehicle: StationVehicleDto, values: AuthoriseValues) =>
      setScreen({ name: "details", vehicle, values, failure: null }),
    authorise(vehicle: StationVehicleDto, form: AuthoriseForm) {
      const reference = newPurchaseReference();
      const sent = toAuthoriseBody(form, reference, vehicle);
      start({ reference, vehicle, updatedAt: Date.now(), step: "authorise", sent, purchase: null });
    },
    startCompletion: (stored: HeldPurchase) => setScreen({ name: "complete", stored, failure: null }),
    backToApproval: (stored: HeldPurchase) => setScreen({ name: "approved", stored, failure: null }),
    complete: (stored: HeldPurchase, litres: number) =>
      start({ ...stored, updatedAt: Date.now(), step: "complete", sent: { litres } }),
    voidPurchase: (stored: HeldPurchase) => start({ ...stored, updatedAt: Date.now(), step: "void", sent: null }),
    /** Sends the request again (same key, same body), or asks the server again about a hold. */
    retry: (stored: StoredPurchase) => void (stored.step === "held" ? resume(stored) : send(stored)),
    resume: (stored: StoredPurchase) => void resume(stored),
    /** Drops an authorisation the server said it never received. */
    discard(stored: StoredPurchase) {
      setScreen({ name: "identify" });
      void forget(stored.reference).then(refreshOpen);
    },
    newPurchase() {
      setScreen({ name: "identify" });
      void refreshOpen();
    },
    /** Sends a photo of a purchase; its answer (which photos it has) replaces the one on screen. */
    async sendPhoto(reference: string, kind: (typeof PURCHASE_PHOTOS)[number], photo: Blob): Promise<Answer> {
      const answer = await sendPhoto(reference, kind, photo);
      if (answer.status !== "answered") return answer;
      const { purchase } = answer;
      const shown = current.current;
      if ((shown.name === "approved" || shown.name === "complete") && shown.stored.reference === reference) {
        const stored = { ...shown.stored, purchase };
        await keep(stored);
        setScreen({ ...shown, stored });
      } else if (shown.name === "settled" && shown.purchase.reference === reference) {
        setScreen({ ...shown, purchase });
      }
      return answer;
    },
  };
}

export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
