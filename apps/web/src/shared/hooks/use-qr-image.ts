import { useQuery } from "@tanstack/react-query";

/**
 * A QR code of `text` as a PNG data URL, drawn in the browser. The `qrcode` package loads with the
 * first code shown, so the list and the forms do not carry it.
 */
export function useQrImage(text: string | undefined, width: number) {
  return useQuery({
    queryKey: ["qr-image", text, width],
    enabled: !!text,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const { toDataURL } = await import("qrcode");
      // "M" survives a scuffed sticker; the quiet zone of 2 modules is what scanners need.
      return toDataURL(text ?? "", { width, margin: 2, errorCorrectionLevel: "M" });
    },
  });
}
