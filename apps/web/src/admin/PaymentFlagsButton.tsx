import { useState } from "react";
import { Button, Center, Loader, Stack, Switch, Text } from "@mantine/core";
import { IconToggleRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PaymentFlags } from "../api/checkoutSettingsTypes.ts";
import { usePaymentFlags, useSavePaymentFlags } from "../api/paymentSettings.ts";
import type { User } from "../api/types.ts";
import { AppModal } from "../ui/AppModal.tsx";
import { FormModal } from "../ui/FormModal.tsx";
import { notify } from "../ui/notify.ts";
import { useErrorText } from "../ui/useErrorText.ts";

const FLAGS: (keyof PaymentFlags)[] = ["twint", "klarna", "mondu", "klarnaSubscriptions"];

function FlagsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  const flags = usePaymentFlags(user.id, true);
  if (flags.data) return <FlagsForm user={user} initial={flags.data} onClose={onClose} />;
  return (
    <AppModal opened onClose={onClose} title={t("flags.adminTitle", { email: user.email })}>
      <Center py="md">
        {flags.isError ? (
          <Text>{errorText(flags.error)}</Text>
        ) : (
          <Loader size="sm" aria-label={t("common:loading")} />
        )}
      </Center>
    </AppModal>
  );
}

function FlagsForm({ user, initial, onClose }: { user: User; initial: PaymentFlags; onClose: () => void }) {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  const save = useSavePaymentFlags(user.id);
  const [values, setValues] = useState<PaymentFlags>(initial);

  const submit = () =>
    save.mutate(values, {
      onSuccess: () => {
        notify({ kind: "success", message: t("flags.saved", { email: user.email }) });
        onClose();
      },
      onError: (error) => notify({ kind: "error", message: errorText(error) }),
    });

  return (
    <FormModal
      title={t("flags.adminTitle", { email: user.email })}
      busy={save.isPending}
      submitLabel={t("flags.save")}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t("flags.adminHelp")}
      </Text>
      <Stack gap="sm">
        {FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`flags.names.${flag}`)}
            description={flag === "klarnaSubscriptions" ? t("flags.subscriptionsHelp") : undefined}
            checked={values[flag]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((v) => ({ ...v, [flag]: checked }));
            }}
          />
        ))}
      </Stack>
    </FormModal>
  );
}

/** The manager switches a seller's gated payment methods (spec two §6 feature flags). */
export function PaymentFlagsButton({ user }: { user: User }) {
  const { t } = useTranslation("checkoutSettings");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconToggleRight size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t("flags.openLabel", { email: user.email })}
      >
        {t("flags.open")}
      </Button>
      {opened && <FlagsModal user={user} onClose={() => setOpened(false)} />}
    </>
  );
}
