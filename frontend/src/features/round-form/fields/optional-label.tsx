/** A field label with its muted "(optional)", read out as part of the label. */
export function OptionalLabel({ children }: { children: string }) {
  return (
    <>
      {children} <span className="round-form__optional">(optional)</span>
    </>
  );
}
