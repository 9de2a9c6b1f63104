/** Offers a file the panel made (an export) as a download: a link to the Blob, clicked, then let go. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An export's file name: the list's name and today's date («sitios-2026-11-29.csv»). */
export const exportFileName = (listName: string): string => `${listName.toLowerCase()}-${new Date().toISOString().slice(0, 10)}.csv`;
