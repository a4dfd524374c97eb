import { Alert, Anchor, Center, Loader, Stack, Text } from "@mantine/core";
import { IconSchool } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useSendMagicLink } from "../../api/identity.ts";
import { useSignInSeller } from "../../api/payer.ts";
import { useTokens } from "../../api/session.ts";
import { rememberRedirect, signInPath } from "../../app/redirect.ts";
import { EmailRequestForm } from "../../auth/EmailRequestForm.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { payerPaths } from "../navigation.ts";

/**
 * /s/{seller}/sign_in (spec two §2 "Payer course sign-in"): a buyer of this seller asks for a
 * magic link by email and lands in the payer area with it. The link names the seller and the
 * payer profile, so it opens /payer even for someone who also sells; in this browser the target
 * is remembered as well. The answer is the same for unknown addresses, so nothing is revealed.
 */
export function SellerSignInPage() {
  const { t } = useTranslation("payer");
  const username = (useParams().username ?? "").toLowerCase();
  const seller = useSignInSeller(username);
  const send = useSendMagicLink();
  const { accessToken } = useTokens();

  if (seller.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t("common:loading")} />
      </Center>
    );
  if (!seller.data)
    return (
      <Stack>
        <PageTitle title={t("signIn.unknownTitle")} />
        <Alert color="yellow" role="alert">
          {t("signIn.unknownText")}
        </Alert>
        <Anchor component={Link} to={signInPath(payerPaths.home)}>
          {t("signIn.general")}
        </Anchor>
      </Stack>
    );

  return (
    <Stack>
      <PageTitle
        title={t("signIn.title", { seller: seller.data.name })}
        description={t("signIn.description", { seller: seller.data.name })}
      />
      {accessToken && (
        <Alert color="blue" icon={<IconSchool aria-hidden />}>
          <Anchor component={Link} to={payerPaths.home}>
            {t("signIn.alreadySignedIn")}
          </Anchor>
        </Alert>
      )}
      <EmailRequestForm
        submitLabel={t("signIn.submit")}
        sentMessage={t("signIn.sent")}
        onSubmit={(email) => {
          rememberRedirect(payerPaths.home);
          return send.mutateAsync({ email, profileType: "payer", seller: seller.data.username });
        }}
      >
        <Text size="sm" c="dimmed">
          {t("signIn.explain")}
        </Text>
      </EmailRequestForm>
      <Anchor component={Link} to={signInPath(payerPaths.home)} size="sm">
        {t("signIn.withPassword")}
      </Anchor>
    </Stack>
  );
}
