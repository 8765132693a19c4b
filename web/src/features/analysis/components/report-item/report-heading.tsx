/** A report is named by the property's address, its file name second (smaller); the file name alone when no address was read. */
export function ReportHeading({ address, fileName }: { address: string | null; fileName: string }) {
  const named = address?.trim();
  if (!named) return <h2 className="min-w-0 break-words text-xl font-semibold">{fileName}</h2>;
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <h2 className="break-words text-xl font-semibold">{named}</h2>
      <p className="break-words text-sm text-muted-foreground">{fileName}</p>
    </div>
  );
}
