import { invalid, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "@pitlane/domain";
import type { Sharp, SharpInput, SharpOptions } from "sharp";
import { imageTypeOf, type ImageType } from "./image-type.js";

/** What an upload is stored as (decision 0035): a GIF becomes a still PNG, the rest keep their format. */
export type StoredImageType = Exclude<ImageType, "image/gif">;

let loaded: Promise<(input: SharpInput, options: SharpOptions) => Sharp> | undefined;

/** sharp loads libvips, a large native library: paid by the first upload, not by every start (decision 0025). */
function loadSharp() {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    // Each upload is decoded once, so libvips' cache of recent operations would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Decoder errors name libvips internals: the client hears only that the file could not be read. */
const unreadable = () => invalid("file", "image_unreadable");

const encoders: Record<ImageType, { mime: StoredImageType; encode: (image: Sharp, isPalette: boolean) => Sharp }> = {
  // A palette PNG (most logos) stays a palette PNG, so it keeps its small size; 256 colours or fewer keep their values.
  "image/png": { mime: "image/png", encode: (image, isPalette) => image.png({ palette: isPalette }) },
  "image/jpeg": { mime: "image/jpeg", encode: (image) => image.jpeg({ quality: 85 }) },
  "image/webp": { mime: "image/webp", encode: (image) => image.webp({ quality: 85 }) },
  // The first frame only: a logo, a vehicle or a payment slip needs no animation, and a still is one frame to check.
  "image/gif": { mime: "image/png", encode: (image) => image.png({ palette: true }) },
};

/**
 * The upload decoded and encoded afresh: what a browser or a scanner gets back is pixels we wrote,
 * never the sender's bytes, so appended HTML, script or a virus test string and every piece of
 * metadata (EXIF with GPS, comments, ICC) are gone. EXIF rotation is applied before it is dropped.
 * libvips works in its own threads, so the event loop only waits on a promise.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ mime: StoredImageType; bytes: Buffer }> {
  const type = imageTypeOf(bytes);
  if (!type) throw invalid("file", "image_type");
  const sharp = await loadSharp();
  // The header alone gives the size, so a bomb is refused before a single pixel is decoded.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (`image/${header.format}` !== type) throw unreadable();
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw invalid("file", "image_pixels");

  const { mime, encode } = encoders[type];
  // limitInputPixels again, in case a decoder sees more than the header said; failOn "error" refuses a
  // truncated or corrupt file rather than storing a half-grey picture, yet tolerates a decoder's warnings.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .autoOrient()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
  const encoded = await encode(image, header.isPalette)
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
  return { mime, bytes: encoded };
}
