/** @jest-environment jsdom */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { LiveForm } from "./live-form";

function Page({ onSubmit }: { onSubmit: (event: React.FormEvent<HTMLFormElement>) => void }) {
  return (
    <LiveForm aria-label="Sign in" noValidate onSubmit={onSubmit} className="space-y-4">
      <input name="password" type="password" aria-label="Password" defaultValue="" />
      <button type="submit">Sign In</button>
    </LiveForm>
  );
}

describe("LiveForm", () => {
  it("is drawn disabled by the server, with the layout class on the fieldset that holds the controls", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Page onSubmit={() => {}} />);
    const form = host.querySelector("form")!;
    const fieldset = form.querySelector(":scope > fieldset")!;
    expect(form.getAttribute("aria-label")).toBe("Sign in");
    expect(form.hasAttribute("novalidate")).toBe(true);
    expect(form.className).toBe("");
    expect(fieldset.hasAttribute("disabled")).toBe(true);
    expect(fieldset.className).toContain("space-y-4");
    // A disabled fieldset disables what it holds: nothing can be typed or pressed natively.
    expect(fieldset.querySelector<HTMLInputElement>("input[name=password]")!.matches(":disabled")).toBe(true);
    expect(fieldset.querySelector<HTMLButtonElement>("button[type=submit]")!.matches(":disabled")).toBe(true);
  });

  it("is enabled once hydrated, and submits through its handler", async () => {
    const onSubmit = jest.fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault());
    const host = document.createElement("div");
    document.body.appendChild(host);
    host.innerHTML = renderToString(<Page onSubmit={onSubmit} />);
    const button = host.querySelector("button")!;
    expect(button.disabled || button.matches(":disabled")).toBe(true);

    await act(async () => {
      hydrateRoot(host, <Page onSubmit={onSubmit} />);
    });

    expect(host.querySelector("fieldset")!.hasAttribute("disabled")).toBe(false);
    expect(button.matches(":disabled")).toBe(false);
    await act(async () => button.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    host.remove();
  });
});
