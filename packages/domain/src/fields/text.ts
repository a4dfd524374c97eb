/** Text fields trim on blur (spec two §5), so " anna " and "anna" are the same input. */
export function trimOnBlur(value: string | null | undefined): string {
  return (value ?? "").trim();
}
