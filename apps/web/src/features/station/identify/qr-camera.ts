/** How often a frame of the camera is looked at: fast enough to feel instant, light on a slow phone. */
const SCAN_INTERVAL_MS = 200;

export interface QrCamera {
  stop(): void;
}

/**
 * Starts the back camera on `video` and reads QR codes from its frames until `onText` accepts one.
 * The decoder (ZXing) loads with the first scan, never with the page; it decodes on the page itself,
 * so the strict CSP needs no worker or WebAssembly allowance. Each frame is drawn at the camera's size
 * of the moment: a camera that changes resolution after it starts (many phones do) is still read.
 */
export async function startQrCamera(video: HTMLVideoElement, onText: (text: string) => boolean): Promise<QrCamera> {
  const [{ BrowserQRCodeReader }, stream] = await Promise.all([
    import("@zxing/browser"),
    navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
    }),
  ]);
  const reader = new BrowserQRCodeReader();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;

  const stop = () => {
    isStopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };

  function readFrame(): string | null {
    if (!context || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
    if (canvas.width !== video.videoWidth) canvas.width = video.videoWidth;
    if (canvas.height !== video.videoHeight) canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    try {
      return reader.decodeFromCanvas(canvas).getText();
    } catch {
      // No code in this frame (or not a whole one yet): the next frame is tried.
      return null;
    }
  }

  const tick = () => {
    if (isStopped) return;
    const text = readFrame();
    if (text !== null && onText(text)) return stop();
    timer = setTimeout(tick, SCAN_INTERVAL_MS);
  };

  video.srcObject = stream;
  await video.play().catch(() => undefined);
  tick();
  return { stop };
}
