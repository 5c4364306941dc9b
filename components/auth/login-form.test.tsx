/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { accountMessages } from "@/lib/messages/account";
import { LoginForm } from "./login-form";

const { twoFactorRequired: TWO_FACTOR_REQUIRED, invalidCode: TWO_FACTOR_INVALID } = accountMessages;

jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));
const signInMock = signIn as jest.MockedFunction<typeof signIn>;

beforeEach(() => signInMock.mockReset());

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  render(<LoginForm callbackUrl="/" providers={[]} />);
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginForm", () => {
  it("shows the generic error when the credentials are rejected", async () => {
    signInMock.mockResolvedValue({ error: "CredentialsSignin", ok: false, status: 401, url: null });
    await submit("Someone@Example.com", "wrong-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(signInMock).toHaveBeenCalledWith("credentials", {
      email: "someone@example.com",
      password: "wrong-password",
      redirect: false,
    });
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("asks for the authenticator code after a right password, then sends it with the credentials", async () => {
    signInMock
      .mockResolvedValueOnce({ error: TWO_FACTOR_REQUIRED, ok: false, status: 401, url: null })
      .mockResolvedValueOnce({ error: TWO_FACTOR_INVALID, ok: false, status: 401, url: null });
    await submit("ada@example.com", "right-password");
    const code = await screen.findByLabelText("Authentication code");
    const user = userEvent.setup();
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TWO_FACTOR_INVALID);
    expect(signInMock).toHaveBeenLastCalledWith("credentials", {
      email: "ada@example.com",
      password: "right-password",
      code: "123456",
      redirect: false,
    });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("validates before calling the server", async () => {
    await submit("not-an-email", "x");
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it("shows OAuth buttons only for configured providers", () => {
    const { rerender } = render(<LoginForm callbackUrl="/" providers={[]} />);
    expect(screen.queryByRole("button", { name: /Continue with/ })).not.toBeInTheDocument();
    rerender(<LoginForm callbackUrl="/" providers={[{ id: "github", name: "GitHub" }]} />);
    expect(screen.getByRole("button", { name: "Continue with GitHub" })).toBeInTheDocument();
  });

  it.each(["Too many sign-in attempts. Please wait 15 minutes and try again.", "The server is busy. Please try again in a few seconds."])(
    "says why when sign-in is refused for a reason that reveals nothing: %s",
    async (error) => {
      signInMock.mockResolvedValue({ error, ok: false, status: 401, url: null });
      await submit("someone@example.com", "whatever-password");
      expect(await screen.findByRole("alert")).toHaveTextContent(error);
    },
  );
});
