import { Avatar } from "@mantine/core";
import { useImageUrl } from "../api/upload";

/** A member's photo (fetched with the session, see useImageUrl), or their initials. */
export function MemberAvatar({ imageId, name, size = 36 }: { imageId: string | null; name: string; size?: number }) {
  const url = useImageUrl(imageId);
  return <Avatar src={url} name={name} color="initials" size={size} radius="xl" alt="" />;
}
