import { useState } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { IconWand } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PROFILE_TYPES, type ProfileType } from "@sellwerk/domain";
import { useSendMagicLink } from "../api/identity.ts";
import { rememberRedirect } from "../app/redirect.ts";
import { EmailRequestForm } from "./EmailRequestForm.tsx";

function profileTypeFrom(value: string | null): ProfileType | undefined {
  return PROFILE_TYPES.find((type) => type === value);
}

/**
 * Passwordless sign-in. profile_type and seller come from the page's query (a seller's course
 * sign-in links here with them); the remembered link waits in this browser for the mail's link.
 */
export function MagicLinkRequestForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation("auth");
  const [search] = useSearchParams();
  const [open, setOpen] = useState(false);
  const send = useSendMagicLink();
  const profileType = profileTypeFrom(search.get("profile_type"));
  const seller = search.get("seller")?.trim() || undefined;

  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        leftSection={<IconWand size={16} aria-hidden />}
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
      >
        {t("signIn.magicLinkToggle")}
      </Button>
      {open && (
        <EmailRequestForm
          emailLabel={t("signIn.magicLinkEmail")}
          initialEmail={initialEmail}
          submitLabel={t("signIn.magicLinkSubmit")}
          sentMessage={t("signIn.magicLinkSent")}
          onSubmit={(email) => {
            rememberRedirect(search.get("redirect"));
            return send.mutateAsync({ email, profileType: profileType ?? "seller", seller });
          }}
        >
          <Text size="sm" c="dimmed">
            {t("signIn.magicLinkExplain")}
          </Text>
        </EmailRequestForm>
      )}
    </Stack>
  );
}
