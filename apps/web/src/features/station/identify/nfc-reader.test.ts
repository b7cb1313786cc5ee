import { describe, expect, it } from "vitest";
import { NfcReadError, nfcReaderOf, readNfcTag, tagValueOf, type NdefReaderClass } from "./nfc-reader";

const textRecord = (text: string) => ({
  recordType: "text",
  encoding: "utf-8",
  data: new DataView(new TextEncoder().encode(text).buffer),
});

/** A stand-in for the browser's NDEFReader: the test holds a tag to it, or makes its scan fail. */
function fakeReader(options: { scanError?: Error } = {}) {
  const readers: FakeReader[] = [];
  class FakeReader extends EventTarget {
    scanSignal: AbortSignal | null = null;
    constructor() {
      super();
      readers.push(this);
    }
    scan({ signal }: { signal?: AbortSignal } = {}) {
      this.scanSignal = signal ?? null;
      return options.scanError ? Promise.reject(options.scanError) : Promise.resolve();
    }
    /** A tag comes near the phone. */
    touch(reading: { serialNumber?: string; records?: ReturnType<typeof textRecord>[] }) {
      const event = Object.assign(new Event("reading"), {
        serialNumber: reading.serialNumber ?? "",
        message: { records: reading.records ?? [] },
      });
      this.dispatchEvent(event);
    }
  }
  return { Reader: FakeReader satisfies NdefReaderClass, readers };
}

const named = (name: string) => Object.assign(new Error(name), { name });

describe("the NFC reader", () => {
  it("is offered only where the browser has Web NFC", () => {
    const { Reader } = fakeReader();
    expect(nfcReaderOf({ NDEFReader: Reader })).toBe(Reader);
    expect(nfcReaderOf({})).toBeNull();
  });

  it("reads the tag's first text record, else its serial number as the fleet portal stores tags", () => {
    expect(tagValueOf({ serialNumber: "04:a1:b2", message: { records: [textRecord(" 04A1B2C3D4E5F6 ")] } })).toBe(
      "04A1B2C3D4E5F6",
    );
    const url = { recordType: "url", encoding: null, data: new DataView(new ArrayBuffer(2)) };
    expect(tagValueOf({ serialNumber: "04:a1:b2:c3:d4:e5:f6", message: { records: [url] } })).toBe("04A1B2C3D4E5F6");
    expect(tagValueOf({ serialNumber: "", message: { records: [] } })).toBeNull();
  });

  it("answers the value of the first tag held to it, and stops scanning", async () => {
    const { Reader, readers } = fakeReader();
    const read = readNfcTag(Reader, new AbortController().signal);
    await Promise.resolve();
    readers[0]!.touch({ serialNumber: "04:0a:ff" });
    await expect(read).resolves.toBe("040AFF");
    expect(readers[0]!.scanSignal?.aborted).toBe(true);
  });

  it("says why when the scan cannot start or the tag cannot be read", async () => {
    const refused = fakeReader({ scanError: named("NotAllowedError") });
    await expect(readNfcTag(refused.Reader, new AbortController().signal)).rejects.toEqual(
      new NfcReadError("nfc_not_allowed"),
    );
    const off = fakeReader({ scanError: named("NotReadableError") });
    await expect(readNfcTag(off.Reader, new AbortController().signal)).rejects.toMatchObject({
      failure: "nfc_unavailable",
    });

    const { Reader, readers } = fakeReader();
    const read = readNfcTag(Reader, new AbortController().signal);
    readers[0]!.dispatchEvent(new Event("readingerror"));
    await expect(read).rejects.toMatchObject({ failure: "nfc_unreadable" });
  });

  it("stops waiting when the attendant closes it, and ignores a tag after that", async () => {
    const { Reader, readers } = fakeReader();
    const cancel = new AbortController();
    const read = readNfcTag(Reader, cancel.signal);
    cancel.abort(named("AbortError"));
    await expect(read).rejects.toMatchObject({ name: "AbortError" });
    expect(readers[0]!.scanSignal?.aborted).toBe(true);
    readers[0]!.touch({ serialNumber: "04:0a" });
  });
});
