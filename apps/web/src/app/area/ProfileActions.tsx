import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { SIGN_UP_PROFILE_TYPES, type SignUpProfileType } from "@sellwerk/domain";
import { useAddProfile } from "../../api/account.ts";
import { notify } from "../../ui/notify.ts";
import { AREAS, areaOfProfile } from "../areas.ts";
import { useSignedInUser } from "../guards/useSignedInUser.ts";

/** Buttons to add the self-service profiles (seller, publisher, payer) the user does not have yet. */
export function ProfileActions({ only }: { only?: SignUpProfileType }) {
  const { t } = useTranslation("area");
  const user = useSignedInUser();
  const navigate = useNavigate();
  const addProfile = useAddProfile();
  const missing = SIGN_UP_PROFILE_TYPES.filter(
    (type) => (only === undefined || type === only) && !user.profiles.some((p) => p.type === type),
  );
  if (missing.length === 0) return null;

  const add = async (type: SignUpProfileType) => {
    await addProfile.mutateAsync(type);
    notify({ kind: "success", message: t("profiles.added", { profile: t(`profileTypes.${type}`) }) });
    const area = areaOfProfile(type);
    if (area) void navigate(AREAS[area].path);
  };

  return (
    <Group gap="sm">
      {missing.map((type) => (
        <Button
          key={type}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={addProfile.isPending && addProfile.variables === type}
          onClick={() => void add(type).catch(() => undefined)}
        >
          {t("profiles.add", { profile: t(`profileTypes.${type}`) })}
        </Button>
      ))}
    </Group>
  );
}
