import { Avatar, Button, FileButton, Group, Input } from "@mantine/core";
import { IMAGE_TYPES, isOk } from "@pitlane/domain";
import { IconPhoto, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Failure } from "../../../shared/api/api-error";
import { checkImageFile, uploadImage, useImageUrl } from "../../../shared/api/upload";
import { failureText } from "../../../shared/forms/messages";

interface Props {
  /** The upload id of the logo, or null. */
  value: string | null;
  onChange: (id: string | null) => void;
  disabled?: boolean;
}

/** Kept untranslated so the message follows a language switch. */
type LogoProblem = "image_type" | "image_size" | Failure;

/** Uploads the chosen image at once (the shop form then saves its id) and shows a preview. */
export function LogoField({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const url = useImageUrl(value);
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<LogoProblem | null>(null);

  async function handleFile(file: File | null) {
    if (!file) return;
    const localProblem = checkImageFile(file);
    setProblem(localProblem);
    if (localProblem) return;
    setUploading(true);
    const envelope = await uploadImage(file);
    setUploading(false);
    if (isOk(envelope)) onChange(envelope.result._id);
    else setProblem({ code: envelope.error_code, message: envelope.message });
  }

  const error =
    problem === null ? null : typeof problem === "string" ? t(`validation.${problem}`) : failureText(t, problem);

  return (
    <Input.Wrapper label={t("fields.logo")} labelElement="div" description={t("shop.store.logo.hint")} error={error}>
      <Group mt="xs" gap="sm">
        <Avatar src={url} size={72} radius="md" alt={t("shop.store.logo.preview_alt")}>
          <IconPhoto size={28} aria-hidden />
        </Avatar>
        <FileButton
          onChange={(file) => void handleFile(file)}
          accept={IMAGE_TYPES.join(",")}
          disabled={disabled}
          inputProps={{ "aria-label": t("fields.logo") }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={isUploading}>
              {value ? t("shop.store.logo.change") : t("shop.store.logo.choose")}
            </Button>
          )}
        </FileButton>
        {value && !disabled && (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            {t("shop.store.logo.remove")}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
