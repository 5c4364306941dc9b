import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The first http(s) link of the text part. */
  link: string | null;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback (smtp-server), parsing every message it accepts (mailparser).
 * stop() and start() again on the same port simulate an outage.
 */
export class TestSmtpServer {
  readonly inbox: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const text = parsed.text ?? "";
            const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
            this.inbox.push({
              to: to ?? "",
              subject: parsed.subject ?? "",
              text,
              html: typeof parsed.html === "string" ? parsed.html : "",
              messageId: parsed.messageId ?? "",
              link: text.match(/https?:\/\/\S+/)?.[0] ?? null,
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages to `to`, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.inbox.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }

  /** Waits until `count` messages to `to` have arrived (or fails after timeoutMs). */
  async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const got = this.to(address);
      if (got.length >= count) return got;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`expected ${count} message(s) to ${address}, got ${this.to(address).length}`);
  }
}

/** The token query parameter of a link from an email. */
export function tokenFrom(link: string | null): string {
  if (!link) throw new Error("no link in the email");
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
