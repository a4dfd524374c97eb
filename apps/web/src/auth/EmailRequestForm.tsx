import { useState, type ReactNode } from "react";
import { Alert, Stack } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isValidEmail } from "@sellwerk/domain";
import { TextField } from "../ui/fields/TextField.tsx";
import { AppButton } from "../ui/AppButton.tsx";
import { useValidationMessage } from "../ui/useValidationMessage.ts";
import { isApiError } from "../api/client/errors.ts";

export interface EmailRequestFormProps {
  submitLabel: string;
  /** Shown once sent; the API answers "sent" for unknown addresses too, so the text must not tell. */
  sentMessage: string;
  onSubmit: (email: string) => Promise<unknown>;
  initialEmail?: string;
  /** Another label where a second email field shares the page (magic link on the sign-in page). */
  emailLabel?: string;
  children?: ReactNode;
}

/** One email field and a button: resend confirmation, password reset, magic link. */
export function EmailRequestForm({
  submitLabel,
  sentMessage,
  onSubmit,
  initialEmail = "",
  emailLabel,
  children,
}: EmailRequestFormProps) {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = email.trim() !== "" && !isValidEmail(email.trim());

  if (sent)
    return (
      <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
        {sentMessage}
      </Alert>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const value = email.trim();
        if (!value || !isValidEmail(value)) return;
        setPending(true);
        setFailure(null);
        onSubmit(value)
          .then(() => setSent(true))
          .catch((error: unknown) =>
            setFailure(isApiError(error) ? error.message : t("common:clientErrors.unexpected")),
          )
          .finally(() => setPending(false));
      }}
    >
      <Stack>
        {children}
        <TextField
          label={emailLabel ?? t("fields.email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
          touched={submitted}
          error={invalid && submitted ? message("invalid_email") : undefined}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <AppButton type="submit" loading={pending}>
          {submitLabel}
        </AppButton>
      </Stack>
    </form>
  );
}
