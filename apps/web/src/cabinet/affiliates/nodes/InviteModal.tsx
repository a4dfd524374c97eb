import { useState } from "react";
import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { checkEmail, MAX_COMMISSION } from "@sellwerk/domain";
import { useInvitePublisher, useProgramOptions } from "../../../api/affiliates.ts";
import { FloatField } from "../../../ui/fields/FloatField.tsx";
import { SelectField } from "../../../ui/fields/SelectField.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { FormModal } from "../../../ui/FormModal.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useFormErrors, type FormIssues } from "../../../ui/useFormErrors.ts";

interface InviteForm {
  email: string;
  name: string;
  programId: number | null;
  bonus: number | null;
}

function inviteIssues(f: InviteForm): FormIssues {
  const issues: FormIssues = {};
  const email = f.email.trim();
  if (!email) issues.email = { code: "required" };
  else if (checkEmail(email)) issues.email = { code: "invalid_email" };
  if (f.programId === null) issues.affiliateProgramId = { code: "required" };
  return issues;
}

/** Invites a publisher by email into one of the seller's programs, with an optional own bonus. */
export function InviteModal({ programId, onClose }: { programId: number | null; onClose: () => void }) {
  const { t } = useTranslation("affiliates");
  const errorText = useErrorText();
  const invite = useInvitePublisher();
  const programs = useProgramOptions();
  const [form, setForm] = useState<InviteForm>({ email: "", name: "", programId, bonus: null });
  const [tried, setTried] = useState(false);
  const issues = inviteIssues(form);
  const { server, errorFor } = useFormErrors(issues, tried, invite.error);

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0 || form.programId === null) return;
    invite.mutate(
      {
        email: form.email.trim(),
        name: form.name.trim(),
        affiliateProgramId: form.programId,
        bonus: form.bonus,
      },
      {
        onSuccess: (node) => {
          notify({ kind: "success", message: t("invite.sent", { email: node.email }) });
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      title={t("invite.title")}
      size="medium"
      busy={invite.isPending}
      submitLabel={t("invite.submit")}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t("invite.email")}
        type="email"
        value={form.email}
        onChange={(email) => setForm({ ...form, email })}
        required
        touched={tried}
        autoComplete="off"
        error={errorFor("email")}
        data-autofocus
      />
      <TextField
        label={t("invite.name")}
        value={form.name}
        onChange={(name) => setForm({ ...form, name })}
        error={errorFor("name")}
      />
      <SelectField
        label={t("invite.program")}
        options={(programs.data ?? [])
          .filter((p) => !p.archivedAt || p.id === form.programId)
          .map((p) => ({ value: p.id, label: p.name }))}
        value={form.programId}
        loading={programs.isLoading}
        onChange={(value) => setForm({ ...form, programId: value ? Number(value) : null })}
        required
        touched={tried}
        invalid={Boolean(errorFor("affiliateProgramId"))}
        errorMessage={errorFor("affiliateProgramId")}
      />
      <FloatField
        label={t("invite.bonus")}
        description={t("invite.bonusHelp")}
        value={form.bonus}
        min={0}
        max={MAX_COMMISSION}
        allowEmpty
        leftSection={<span aria-hidden>%</span>}
        onChange={(bonus) => setForm({ ...form, bonus })}
        error={errorFor("bonus")}
      />
      {invite.isError && Object.keys(server).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(invite.error)}
        </Alert>
      )}
    </FormModal>
  );
}
