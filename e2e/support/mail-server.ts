import type { Browser, BrowserContext } from "playwright-core";
import { TestSmtpServer, tokenFrom } from "@/tests/helpers/smtp";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

/** What every spec that reads mail needs on its server: quick delivery and quick retries. */
const MAIL_ENV = { EMAIL_POLL_MS: "300", EMAIL_RETRY_BASE_MS: "500" };

export interface MailServerSuite {
  readonly smtp: TestSmtpServer;
  /** Set once the suite's beforeAll has run. */
  readonly server: RunningServer;
  readonly browser: Browser;
  context(options?: { width?: number; timeoutMs?: number }): Promise<BrowserContext>;
  /**
   * Opens the sign-up's verification link mailed to `email` (its first message), as the founder
   * would: notification mail (visit alerts, digests, reminders) goes only to verified addresses.
   */
  verifyEmail(context: BrowserContext, email: string): Promise<void>;
}

/**
 * A spec's own production server on `port` sending through a real SMTP server on `port + 1`,
 * and Chromium; started in beforeAll and stopped in afterAll (call at the top of the spec).
 */
export function mailSuite(port: number, env: Record<string, string> = {}): MailServerSuite {
  const smtp = new TestSmtpServer(port + 1);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    await smtp.start();
    server = await startServer(port, { SMTP_URL: smtp.url, ...MAIL_ENV, ...env });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    server?.process.kill("SIGTERM");
    await smtp.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`the mail suite's ${what} is not started yet (use it inside a test)`);
    return value;
  };
  return {
    smtp,
    get server() {
      return started(server, "server");
    },
    get browser() {
      return started(browser, "browser");
    },
    async context({ width = 1280, timeoutMs = 15_000 } = {}) {
      const ctx = await started(browser, "browser").newContext({ baseURL: started(server, "server").baseUrl, viewport: { width, height: 900 } });
      ctx.setDefaultTimeout(timeoutMs);
      return ctx;
    },
    async verifyEmail(context, email) {
      const [mail] = await smtp.waitFor(email);
      const res = await context.request.post("/api/auth/verify-email", { data: { token: tokenFrom(mail.link) } });
      if (res.status() !== 200) throw new Error(`verify-email failed: ${res.status()} ${await res.text()}`);
    },
  };
}
