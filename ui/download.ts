/** The one way the browser saves what a page made (receipts, statements, CSV exports) as a file: a temporary link; the browser names it `filename`. */
export function downloadFile(filename: string, content: BlobPart, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
