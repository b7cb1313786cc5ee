import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import QRCode from "qrcode";

/** The video Chromium's fake camera plays (`--use-file-for-fake-video-capture`), one per run. */
export const FAKE_CAMERA_FILE = path.join(os.tmpdir(), `pitlane-fake-camera-${process.pid}.y4m`);

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/**
 * Writes a Y4M video (4:2:0, grey) of `text` as a QR code on white, held still: what the camera
 * sees when the attendant points it at the vehicle's sticker. Empty text gives a blank picture.
 */
export function showToFakeCamera(text: string, file = FAKE_CAMERA_FILE): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    // A quiet zone of four modules around the code, as printed.
    const cell = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 8));
    const left = Math.floor((WIDTH - cell * modules.size) / 2);
    const top = Math.floor((HEIGHT - cell * modules.size) / 2);
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        for (let y = 0; y < cell; y++)
          luma.fill(
            16,
            (top + row * cell + y) * WIDTH + left + col * cell,
            (top + row * cell + y) * WIDTH + left + (col + 1) * cell,
          );
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/** Removes the fake camera's video once its browser is gone. */
export const forgetFakeCamera = (file = FAKE_CAMERA_FILE) => fs.rmSync(file, { force: true });
