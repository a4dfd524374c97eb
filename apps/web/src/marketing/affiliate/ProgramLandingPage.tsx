import { useEffect } from "react";
import { Alert, Badge, Container, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client/errors.ts";
import { usePublicProgram, useJoinProgram, type PublicProgram } from "../../api/affiliates.ts";
import { useCurrentUser } from "../../api/session.ts";
import { rememberRedirect, signInPath } from "../../app/redirect.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { CenteredLoader } from "../../ui/CenteredLoader.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { NotFoundPage } from "../NotFoundPage.tsx";
import { landingParts, recruiterOf } from "./landingModel.ts";

/** The join button: a signed-in publisher joins here; anyone else signs in or up as publisher first. */
function JoinButton({ program }: { program: PublicProgram }) {
  const { t } = useTranslation("affiliates");
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const location = useLocation();
  const user = useCurrentUser();
  const join = useJoinProgram(program.id);
  const here = `${location.pathname}${location.search}`;

  if (join.isSuccess)
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
        {join.data.affiliateNode.state === "accepted" ? t("landing.joined") : t("landing.requested")}
      </Alert>
    );
  if (!user.data)
    return (
      <Stack gap="xs" align="flex-start">
        <Group gap="sm">
          <AppButton component={Link} to={signInPath(here)} onClick={() => rememberRedirect(here)}>
            {t("landing.signInToJoin")}
          </AppButton>
          <AppButton
            kind="secondary"
            component={Link}
            to="/users/sign_up?profile_type=publisher"
            onClick={() => rememberRedirect(here)}
          >
            {t("landing.signUpToJoin")}
          </AppButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t("landing.signInHelp")}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="xs" align="flex-start">
      <AppButton size="md" loading={join.isPending} onClick={() => join.mutate(recruiterOf(search))}>
        {t("landing.join")}
      </AppButton>
      {join.isError && (
        <Alert color="red" role="alert">
          {errorText(join.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** /affiliate_programs/{id}: the program's public page publishers join from (spec two §3). */
export function ProgramLandingPage() {
  const { t } = useTranslation("affiliates");
  const format = useFormat();
  const id = Number(useParams().id);
  const program = usePublicProgram(id);
  const data = program.data;
  const redirect = data?.disableLandingPage ? (data.redirectionUrl ?? `/s/${data.sellerUsername}`) : null;

  // With the landing page off publishers go where the seller says, or to the seller's shop.
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (program.isPending || redirect) return <CenteredLoader />;
  if (program.isError) {
    if (isApiError(program.error) && program.error.status === 404) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          {isApiError(program.error) ? program.error.message : t("common:loadFailed")}
        </Alert>
      </Container>
    );
  }
  const p = program.data;
  // Stage 1 already includes the bonus; the figures are written in the reader's language.
  const commission = p.commissions.map((percent) => `${format.number(percent)} %`).join(" / ");
  // The API fills {program} {commission} {cookies}; {buttons} is left for the join button.
  const parts = landingParts(p.landingBody ?? t("landing.defaultBody"), {
    program: p.name,
    commission,
    cookies: String(p.cookiesExpire),
  });

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageTitle title={p.name} description={t("landing.by", { seller: p.sellerName })} />
      <Paper withBorder p={{ base: "lg", sm: "xl" }} radius="md">
        <Stack gap="lg">
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {t("landing.commission", { commission })}
            </Badge>
            <Badge variant="light" color="gray" size="lg">
              {t("landing.cookies", { count: p.cookiesExpire })}
            </Badge>
            {p.form === "multiple" && (
              <Badge variant="light" color="grape" size="lg">
                {t("landing.stages", { count: p.commissions.length })}
              </Badge>
            )}
          </Group>
          {parts.map((text, i) => (
            <Stack key={i} gap="md">
              {text.trim() && (
                <Text style={{ whiteSpace: "pre-wrap" }} fz="md">
                  {text.trim()}
                </Text>
              )}
              {i < parts.length - 1 && <JoinButton program={p} />}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
