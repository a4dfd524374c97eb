import { useCallback, useEffect, useMemo, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../../../api/catalogTypes.ts";
import { fieldErrors, isApiError } from "../../../../../api/client/errors.ts";
import { productKey } from "../../../../../api/products.ts";
import { notify } from "../../../../../ui/notify.ts";
import type { StepProps } from "../registry.ts";
import { rebaseForm, sameValue, type Issues } from "./issues.ts";

export interface StepFormOptions<F extends object> extends StepProps {
  /** The form's values from a product (on load and after each save). */
  toForm: (product: Product) => F;
  /** Client-side rules; an empty object lets the save go ahead. */
  validate: (values: F, product: Product) => Issues;
  /** Sends the step; the product passed is the latest one, so its version is current. */
  save: (values: F, product: Product) => Promise<Product>;
}

/**
 * The life of one editor step's form: values, dirty against the last load or save, validation
 * on submit, the save with the product's version, the server's field errors, and a conflict
 * (409) that keeps what was typed while the product is reloaded.
 */
export function useStepForm<F extends object>({
  product,
  onSaved,
  registerDirty,
  toForm,
  validate,
  save,
}: StepFormOptions<F>) {
  const { t } = useTranslation("catalog");
  const client = useQueryClient();
  const [baseline, setBaseline] = useState<F>(() => toForm(product));
  const [values, setValues] = useState<F>(baseline);
  const [submitted, setSubmitted] = useState(false);
  const dirty = useMemo(() => !sameValue(values, baseline), [values, baseline]);

  useEffect(() => registerDirty(dirty), [dirty, registerDirty]);
  useEffect(() => () => registerDirty(false), [registerDirty]);

  const mutation = useMutation({
    mutationFn: (input: F) => save(input, product),
    onSuccess: (saved) => {
      const next = toForm(saved);
      setBaseline(next);
      setValues(next);
      setSubmitted(false);
      onSaved(saved);
      notify({ kind: "success", message: t("editor.saved") });
    },
  });

  const issues = useMemo(() => validate(values, product), [validate, values, product]);
  const conflict =
    isApiError(mutation.error) && (mutation.error.status === 409 || mutation.error.code === "CONFLICT");
  const server = conflict ? {} : fieldErrors(mutation.error);

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(issues).length > 0) return;
    mutation.mutate(values);
  };

  const set = useCallback(
    <K extends keyof F>(key: K, value: F[K]) => setValues((v) => ({ ...v, [key]: value })),
    [],
  );

  /** After a conflict: load the other person's version; what was typed here stays in the form. */
  const reload = async () => {
    mutation.reset();
    await client.invalidateQueries({ queryKey: productKey(product.id) });
    const latest = client.getQueryData<Product>(productKey(product.id));
    if (!latest) return;
    const next = toForm(latest);
    setValues((typed) => rebaseForm(typed, baseline, next));
    setBaseline(next);
  };

  /** Throws the edits away and shows the product as saved. */
  const discard = () => {
    setValues(baseline);
    setSubmitted(false);
    mutation.reset();
  };

  const errorFor = (path: string): string | undefined => {
    const issue = submitted ? issues[path] : undefined;
    return issue ? t(issue.key, issue.params ?? {}) : server[path];
  };

  return {
    values,
    setValues,
    set,
    dirty,
    submitted,
    issues,
    server,
    errorFor,
    submit,
    reload,
    discard,
    saving: mutation.isPending,
    conflict,
    error: mutation.error,
  };
}

export type StepForm<F extends object> = ReturnType<typeof useStepForm<F>>;
