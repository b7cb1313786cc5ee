import "@mantine/core/styles/Avatar.css";
import { Avatar, Button, FileButton, Group, Input, type MantineRadius } from "@mantine/core";
import { IMAGE_TYPES, isOk } from "@pitlane/domain";
import { type Icon, IconUpload } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Failure, refusalOf } from "../api/api-error";
import { checkImageFile, uploadImage, useImageUrl } from "../api/upload";
import { failureText } from "./messages";

export interface ImageFieldTexts {
  label: string;
  hint: string;
  choose: string;
  change: string;
  remove: string;
  /** The preview's alternative text. */
  previewAlt: string;
}

interface Props {
  /** The upload id of the image, or null. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** The form's error for the field (a refused id). */
  error?: ReactNode;
  disabled?: boolean;
  texts: ImageFieldTexts;
  /** Shown in the preview while there is no image. */
  placeholderIcon: Icon;
  /** A portrait is round ("xl"); a logo or a product picture has corners ("md"). */
  radius?: MantineRadius;
}

/** Kept untranslated so the message follows a language switch. */
type ImageProblem = "image_type" | "image_size" | Failure;

/**
 * An image of a record (the shop's logo, a product's picture, a member's photo): the chosen file is
 * checked and uploaded at once, the form then saves its id; a preview shows what is saved.
 */
export function ImageField({
  value,
  onChange,
  error,
  disabled,
  texts,
  placeholderIcon: Placeholder,
  radius = "md",
}: Props) {
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
    else setProblem({ code: envelope.error_code, message: envelope.message, refusal: refusalOf(envelope) });
  }

  const problemText =
    problem === null ? null : typeof problem === "string" ? t(`refusals.${problem}`) : failureText(t, problem);

  return (
    <Input.Wrapper label={texts.label} labelElement="div" description={texts.hint} error={problemText ?? error}>
      <Group mt="xs" gap="sm">
        <Avatar src={url} size={72} radius={radius} alt={texts.previewAlt}>
          <Placeholder size={28} aria-hidden />
        </Avatar>
        <FileButton
          onChange={(file) => void handleFile(file)}
          accept={IMAGE_TYPES.join(",")}
          disabled={disabled}
          inputProps={{ "aria-label": texts.label }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={isUploading}>
              {value ? texts.change : texts.choose}
            </Button>
          )}
        </FileButton>
        {value && !disabled && (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            {texts.remove}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
