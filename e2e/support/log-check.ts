import { readFileSync } from 'node:fs';

/**
 * The log check of an end-to-end run (docs/decisions/0050): when a worker's store stops, its three
 * apps' logs must hold none of the reset and login tokens its mail carried, no test customer's
 * address and no test card number. The apps log at info there, so every request's access-log line
 * is among them.
 */

/** The card numbers the specs type (support/shopping.ts, no-javascript.spec.ts). */
const TEST_CARDS = ['4242424242424242', '4242424242424241', '4000000000000002', '4000002760003184'];

/** Every address at example.com (all the specs' customers), also percent-encoded. */
const TEST_ADDRESS = /[\w.+-]+(?:@|%40)example\.com/i;

export interface RunSecrets {
  /** Tokens of the links the run's mail carried (`token=`), and guest return links (`order=`). */
  tokens: string[];
  /** The recipients of the run's mail. */
  emails: string[];
}

interface OutboxMail {
  to: string;
  text: string;
}

/** What the run's mail held, read from the outbox listener (all pages, newest first). */
export async function secretsOfRun(outboxUrl: string): Promise<RunSecrets> {
  const tokens = new Set<string>();
  const emails = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${outboxUrl}/api/messages?limit=100&page=${page}`);
    if (!res.ok) throw new Error(`log check: the outbox at ${outboxUrl} answered ${res.status}`);
    const { messages } = (await res.json()) as { messages: OutboxMail[] };
    for (const mail of messages) {
      if (mail.to.includes('@')) emails.add(mail.to.toLowerCase());
      for (const match of mail.text.matchAll(/[?&](?:token|order)=([^&\s]+)/g)) tokens.add(decodeURIComponent(match[1]!));
    }
    if (messages.length < 100) break;
  }
  return { tokens: [...tokens], emails: [...emails] };
}

const STAFF_NOTICE = '  Staff demo account: ';

/** What a log line gives away, if anything: 'token …', 'address …' or 'card …'. */
export function leakIn(line: string, secrets: RunSecrets): string | null {
  // commerce-api's first start prints the staff demo account to its operator once, on purpose (0052).
  if (line.startsWith(STAFF_NOTICE)) return null;
  const lower = line.toLowerCase();
  const token = secrets.tokens.find((t) => line.includes(t) || line.includes(encodeURIComponent(t)));
  if (token) return `token ${token}`;
  const email = secrets.emails.find((e) => lower.includes(e) || lower.includes(encodeURIComponent(e)));
  if (email) return `address ${email}`;
  const address = TEST_ADDRESS.exec(line);
  if (address) return `address ${address[0]}`;
  const digits = line.replace(/(\d)[ -](?=\d)/g, '$1');
  const card = TEST_CARDS.find((c) => digits.includes(c));
  return card ? `card ${card}` : null;
}

/**
 * Reads each app's log file and throws, naming the file, line and what leaked, when any line gives
 * a secret away; also when a log is too short to have been the store's (a check that read nothing
 * would pass).
 */
export function checkLogs(files: Record<string, string>, secrets: RunSecrets): { lines: number } {
  const leaks: string[] = [];
  let total = 0;
  for (const [app, file] of Object.entries(files)) {
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim());
    const requests = lines.filter((line) => line.includes('"request completed"')).length;
    if (lines.length < 10 || requests < 3) throw new Error(`log check: ${file} has ${lines.length} lines and ${requests} access-log lines; did ${app} log at all?`);
    total += lines.length;
    lines.forEach((line, index) => {
      const leak = leakIn(line, secrets);
      if (leak) leaks.push(`${file}:${index + 1}: ${leak}`);
    });
  }
  if (leaks.length > 0) throw new Error(`log check: ${leaks.length} log lines give secrets away:\n${leaks.slice(0, 20).join('\n')}`);
  return { lines: total };
}
