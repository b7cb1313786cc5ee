import zlib from "node:zlib";
import sharp from "sharp";

/** A plain image of one colour, in the format asked for. */
export function solidImage(format: "png" | "jpeg" | "webp" | "gif", width: number, height: number, colour = "#1e66f5") {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG as a phone writes it: the camera, the place it was taken, and "rotate 90° to view" in its EXIF. */
export function phoneJpeg(width: number, height: number, camera: string) {
  return sharp({ create: { width, height, channels: 3, background: "#40a02b" } })
    .jpeg()
    .withExif({ IFD0: { Make: camera }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "24/1 42/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** An animated GIF of three 10×10 frames: red, green, blue. */
export function animatedGif() {
  const frame = (rgb: number[]) => Buffer.alloc(10 * 10 * 3).map((_, i) => rgb[i % 3] ?? 0);
  const strip = Buffer.concat([frame([255, 0, 0]), frame([0, 255, 0]), frame([0, 0, 255])]);
  return sharp(strip, { raw: { width: 10, height: 30, channels: 3, pageHeight: 10 } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit PNG of `side`×`side` black pixels, all zeros, so
 * 20000×20000 (400 megapixels, 1.6 GB once decoded to RGBA) deflates to about 50 KB.
 */
export function bombPng(side: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(side / 8) + 1) * side);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A PNG of about `bytes` bytes that decodes: stored uncompressed, so its size is its pixels'. For
 * the size limit, which is judged before any decoding.
 */
export function pngOfAbout(bytes: number) {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3).map((_, i) => (i * 7) % 251);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Width, height and format of an image as a decoder reads it, and whether it carries EXIF. */
export async function decoded(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, hasExif: meta.exif !== undefined };
}

/** The colour of an image's top-left pixel, as [r, g, b]. */
export async function firstPixel(bytes: Buffer) {
  const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}
