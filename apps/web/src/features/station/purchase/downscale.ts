/** The longest side of a photo sent to the server: enough to read an odometer or a pump's display. */
export const MAX_PHOTO_SIDE = 1280;
export const PHOTO_QUALITY = 0.8;

/**
 * The size a photo is drawn at: its own when neither side passes `max`, else shrunk so the longer
 * side is `max`, the ratio kept (whole pixels, never below one).
 */
export function scaledSize(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A camera's photo as a JPEG of at most MAX_PHOTO_SIDE pixels on its longer side, drawn on a canvas
 * in the browser: a phone's 4–12 MB photo becomes some 200 KB, sent in moments on a slow network.
 * The photo is turned as the camera held it (EXIF orientation, applied by createImageBitmap). A file
 * the browser cannot decode is sent as it is, for the server to judge.
 */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  const size = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_QUALITY));
  return jpeg ?? file;
}
