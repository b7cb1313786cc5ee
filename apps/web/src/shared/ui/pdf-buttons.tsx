import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { downloadFailureText } from "../api/download";
import { notify } from "./notify";

const LANGUAGES = ["en", "ar"] as const;
type PdfLanguage = (typeof LANGUAGES)[number];

interface Props<V extends { lang: PdfLanguage }> {
  /** The download (useDownload) of the document's PDF endpoint. */
  pdf: UseMutationResult<void, Error, V>;
  /** What the download asks for in a language. */
  requestOf: (lang: PdfLanguage) => V;
  /** Each button's text: "PDF in English", "PDF in Arabic". */
  labelOf: (lang: PdfLanguage) => string;
  failedText: string;
}

/** A document as a PDF, in English or in Arabic whatever the screen's language. */
export function PdfButtons<V extends { lang: PdfLanguage }>({ pdf, requestOf, labelOf, failedText }: Props<V>) {
  const { t } = useTranslation();

  function handleDownload(lang: PdfLanguage) {
    pdf.mutate(requestOf(lang), { onError: (error) => notify.error(downloadFailureText(t, error, failedText)) });
  }

  return (
    <Button.Group>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={pdf.isPending && pdf.variables.lang === lang}
          disabled={pdf.isPending && pdf.variables.lang !== lang}
          onClick={() => handleDownload(lang)}
        >
          {labelOf(lang)}
        </Button>
      ))}
    </Button.Group>
  );
}
