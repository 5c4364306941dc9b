import { writesMailFiles } from "./config";

describe("where mail goes without SMTP", () => {
  it("is an .eml file on npm start, only the log on a stateless deploy, unless EMAIL_DIR names a directory", () => {
    expect(writesMailFiles({} as NodeJS.ProcessEnv)).toBe(true);
    expect(writesMailFiles({ S3_BUCKET: "raise-ready" } as unknown as NodeJS.ProcessEnv)).toBe(false);
    expect(writesMailFiles({ S3_BUCKET: "raise-ready", EMAIL_DIR: "/tmp/mail" } as unknown as NodeJS.ProcessEnv)).toBe(true);
  });
});
