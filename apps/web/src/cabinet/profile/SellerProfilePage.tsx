import { Center, Loader, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useSellerProfile } from "../../api/sellerProfile.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { SellerProfileForm } from "./SellerProfileForm.tsx";

/** /cabinet/profile/edit(?seller_profile_edit=true): the seller's business details, needed to sell paid products. */
export function SellerProfilePage() {
  const { t } = useTranslation("catalog");
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const finishing = search.get("seller_profile_edit") === "true";
  const profile = useSellerProfile();

  return (
    <>
      <PageTitle
        title={finishing ? t("profile.finishTitle") : t("profile.title")}
        description={finishing ? t("profile.finishDescription") : t("profile.description")}
      />
      {profile.data ? (
        <SellerProfileForm profile={profile.data} onReload={() => void profile.refetch()} />
      ) : (
        <Center py="xl">
          {profile.isError ? (
            <Text>{errorText(profile.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      )}
    </>
  );
}
