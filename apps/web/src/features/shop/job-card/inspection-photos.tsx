import "@mantine/core/styles/Avatar.css";
import { ActionIcon, Avatar, Button, FileButton, Group, Input, Stack } from "@mantine/core";
import { IMAGE_TYPES, isOk } from "@pitlane/domain";
import { IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Failure, refusalOf } from "../../../shared/api/api-error";
import { checkImageFile, uploadImage, useImageUrl } from "../../../shared/api/upload";
import { failureText } from "../../../shared/forms/messages";

/** InspectionBody takes ten photos at most. */
export const MAX_PHOTOS = 10;

interface Props {
  value: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
}

function Photo({ id, index, onRemove }: { id: string; index: number; onRemove: (() => void) | null }) {
  const { t } = useTranslation();
  const url = useImageUrl(id);
  return (
    <Stack gap={4} align="center">
      <Avatar src={url} size={96} radius="md" alt={t("shop.job_card.inspection.photo_alt", { n: index + 1 })}>
        <IconPhoto size={28} aria-hidden />
      </Avatar>
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t("shop.job_card.inspection.remove_photo", { n: index + 1 })}
        >
          <IconX size={16} />
        </ActionIcon>
      )}
    </Stack>
  );
}

/** The inspection's photos: each file checked and uploaded as chosen (as a member's photo is); saved with the form. */
export function InspectionPhotos({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<"image_type" | "image_size" | Failure | null>(null);

  async function handleFiles(files: File[]) {
    setProblem(null);
    const room = MAX_PHOTOS - value.length;
    let ids = value;
    setUploading(true);
    for (const file of files.slice(0, room)) {
      const local = checkImageFile(file);
      if (local) {
        setProblem(local);
        continue;
      }
      const envelope = await uploadImage(file);
      if (isOk(envelope)) ids = [...ids, envelope.result._id];
      else setProblem({ code: envelope.error_code, message: envelope.message, refusal: refusalOf(envelope) });
    }
    setUploading(false);
    onChange(ids);
  }

  const problemText =
    problem === null ? null : typeof problem === "string" ? t(`refusals.${problem}`) : failureText(t, problem);

  return (
    <Input.Wrapper
      label={t("shop.job_card.inspection.photos")}
      labelElement="div"
      description={t("shop.job_card.inspection.photos_hint", { max: MAX_PHOTOS })}
      error={problemText}
    >
      <Group mt="xs" gap="sm" align="flex-start">
        {value.map((id, index) => (
          <Photo
            key={id}
            id={id}
            index={index}
            onRemove={disabled ? null : () => onChange(value.filter((other) => other !== id))}
          />
        ))}
        {!disabled && value.length < MAX_PHOTOS && (
          <FileButton
            multiple
            onChange={(files) => void handleFiles(files)}
            accept={IMAGE_TYPES.join(",")}
            inputProps={{ "aria-label": t("shop.job_card.inspection.add_photos") }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={isUploading}>
                {t("shop.job_card.inspection.add_photos")}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
}
