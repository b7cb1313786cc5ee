import "@mantine/core/styles/Avatar.css";
import { Avatar, Button, FileButton, Group, Input } from "@mantine/core";
import { IMAGE_TYPES, isOk } from "@pitlane/domain";
import { IconUpload, IconUser } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Failure } from "../../../shared/api/api-error";
import { checkImageFile, uploadImage, useImageUrl } from "../../../shared/api/upload";
import { failureText } from "../../../shared/forms/messages";

interface Props {
  /** The upload id of the photo, or null. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** A refusal of the saved id from the form ("image_id: ..."), already translated. */
  error?: string | null;
}

/** Kept untranslated so the message follows a language switch. */
type PhotoProblem = "image_type" | "image_size" | Failure;

/** Uploads the chosen photo at once (the form then saves its id) and shows it, as the store logo does. */
export function PhotoField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const url = useImageUrl(value);
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);

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

  const uploadError =
    problem === null ? null : typeof problem === "string" ? t(`validation.${problem}`) : failureText(t, problem);

  return (
    <Input.Wrapper
      label={t("shop.team.fields.photo")}
      labelElement="div"
      description={t("shop.team.photo.hint")}
      error={uploadError ?? error}
    >
      <Group mt="xs" gap="sm">
        <Avatar src={url} size={72} radius="xl" alt={t("shop.team.photo.preview_alt")}>
          <IconUser size={28} aria-hidden />
        </Avatar>
        <FileButton
          onChange={(file) => void handleFile(file)}
          accept={IMAGE_TYPES.join(",")}
          inputProps={{ "aria-label": t("shop.team.fields.photo") }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={isUploading}>
              {value ? t("shop.team.photo.change") : t("shop.team.photo.choose")}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            {t("shop.team.photo.remove")}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
