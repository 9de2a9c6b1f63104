/**
 * IMPORT_ALLOWED_HOSTS: the host:port pairs a server-side fetch may reach even when they are
 * private (an intranet deployment; the tests' local server). An entry matches one host and one
 * port exactly, spelled as the URL parser spells it (127.1:8080 is 127.0.0.1:8080).
 */

/** `host:port` of a parsed URL, the port defaulting to 80 / 443 by scheme. */
export function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.replace(/\.$/, '')}:${port}`;
}

/** One entry normalised (lowercase, canonical IP spelling), or a Spanish reason it is refused. */
export function parseAllowedHost(entry: string): { key: string } | { problem: string } {
  const match = /^(.+):(\d{1,5})$/.exec(entry.trim());
  const problem = `contiene "${entry}", que no es servidor:puerto (p. ej. intranet.local:8080 o 10.0.0.5:80)`;
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535) return { problem };
  let url: URL;
  try {
    url = new URL(`http://${match[1]}/`);
  } catch {
    return { problem };
  }
  const hostname = url.hostname.replace(/\.$/, '');
  if (url.href !== `http://${url.hostname}/` || !/^[a-z0-9._-]+$|^\[[0-9a-f:.]+\]$/.test(hostname)) return { problem };
  return { key: `${hostname}:${Number(match[2])}` };
}

/** The comma-separated list, each entry normalised; throws with the reason of the first bad one. */
export function parseAllowedHosts(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const parsed = parseAllowedHost(entry);
    if ('problem' in parsed) throw new Error(parsed.problem);
    return parsed.key;
  });
}
