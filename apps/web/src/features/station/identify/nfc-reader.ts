/*
 * Web NFC (Chrome on Android): not in TypeScript's DOM types, so described here as far as it is used.
 * https://w3c.github.io/web-nfc/
 */
interface NdefRecordLike {
  recordType: string;
  data?: DataView | null;
  encoding?: string | null;
}

/** What a `reading` event carries: the tag's serial number and its NDEF message. */
export interface NdefReadingLike {
  serialNumber?: string | null;
  message?: { records: readonly NdefRecordLike[] } | null;
}

interface NdefReaderLike extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
}

export type NdefReaderClass = new () => NdefReaderLike;

/** Why no tag was read, for the screen to say. An abort (the attendant closed the reader) is not one. */
export type NfcFailure = "nfc_not_allowed" | "nfc_unavailable" | "nfc_unreadable";

export class NfcReadError extends Error {
  constructor(readonly failure: NfcFailure) {
    super(failure);
    this.name = "NfcReadError";
  }
}

/** The browser's NDEFReader, where it has one: the NFC button is shown only then. */
export function nfcReaderOf(scope: object = globalThis): NdefReaderClass | null {
  return "NDEFReader" in scope ? (Reflect.get(scope, "NDEFReader") as NdefReaderClass) : null;
}

/**
 * What a tag says about its vehicle: its first text record (a tag written with the value the fleet
 * portal gives to copy), else its serial number as the portal stores tags, hex without separators in
 * capitals ("04:a1:b2" is "04A1B2"). Null when it has neither.
 */
export function tagValueOf({ serialNumber, message }: NdefReadingLike): string | null {
  const text = message?.records.find((record) => record.recordType === "text" && record.data);
  if (text?.data) {
    const value = new TextDecoder(text.encoding ?? "utf-8").decode(text.data).trim();
    if (value) return value;
  }
  const serial = (serialNumber ?? "").replace(/[^0-9a-f]/gi, "").toUpperCase();
  return serial || null;
}

function failureOf(error: unknown): NfcFailure {
  const name = error instanceof Error ? error.name : "";
  return name === "NotAllowedError" ? "nfc_not_allowed" : "nfc_unavailable";
}

/**
 * Waits for one tag and answers its value (tagValueOf). Rejects with an NfcReadError when the scan
 * cannot start (permission refused, NFC switched off) or the tag cannot be read, and with the
 * signal's reason when the attendant stops waiting.
 */
export function readNfcTag(Reader: NdefReaderClass, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    // Ends the scan and every listener at once: a tag read, a failure, or the attendant giving up.
    const stop = new AbortController();
    const settle = (done: () => void) => {
      stop.abort();
      done();
    };
    signal.addEventListener("abort", () => settle(() => reject(signal.reason)), { signal: stop.signal });
    reader.addEventListener(
      "reading",
      // The browser's NDEFReadingEvent: an Event with the tag's serial number and message.
      (event) => {
        const value = tagValueOf(event as Event & NdefReadingLike);
        settle(() => (value ? resolve(value) : reject(new NfcReadError("nfc_unreadable"))));
      },
      { signal: stop.signal },
    );
    reader.addEventListener("readingerror", () => settle(() => reject(new NfcReadError("nfc_unreadable"))), {
      signal: stop.signal,
    });
    reader.scan({ signal: stop.signal }).catch((error: unknown) => {
      if (!stop.signal.aborted) settle(() => reject(new NfcReadError(failureOf(error))));
    });
  });
}
