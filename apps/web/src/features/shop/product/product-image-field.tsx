import { Avatar, Button, FileButton, Group, Input } from "@mantine/core";
import { IMAGE_TYPES, isOk } from "@pitlane/domain";
import { IconPhoto, IconUpload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Failure } from "../../../shared/api/api-error";
import { checkImageFile, uploadImage, useImageUrl } from "../../../shared/api/upload";
import { failureText } from "../../../shared/forms/messages";

interface Props {
  /** The upload id of the image, or null. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** The form's error for the field (a refused id). */
  error?: ReactNode;
  disabled?: boolean;
}

/** Kept untranslated so the message follows a language switch. */
type ImageProblem = "image_type" | "image_size" | Failure;

/**
 * Uploads the chosen image at once, as the store's logo does (the product form then saves its id),
 * and shows a preview.
 */
export function ProductImageField({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const url = useImageUrl(value);
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);

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

  const problemText =
    problem === null ? null : typeof problem === "string" ? t(`validation.${problem}`) : failureText(t, problem);

  return (
    <Input.Wrapper
      label={t("shop.product.fields.image")}
      labelElement="div"
      description={t("shop.product.image.hint")}
      error={problemText ?? error}
    >
      <Group mt="xs" gap="sm">
        <Avatar src={url} size={72} radius="md" alt={t("shop.product.image.preview_alt")}>
          <IconPhoto size={28} aria-hidden />
        </Avatar>
        <FileButton
          onChange={(file) => void handleFile(file)}
          accept={IMAGE_TYPES.join(",")}
          disabled={disabled}
          inputProps={{ "aria-label": t("shop.product.fields.image") }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={isUploading}>
              {value ? t("shop.product.image.change") : t("shop.product.image.choose")}
            </Button>
          )}
        </FileButton>
        {value && !disabled && (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            {t("shop.product.image.remove")}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
