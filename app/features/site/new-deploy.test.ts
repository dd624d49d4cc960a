// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onMissingCode, RELOAD_GRACE_MS, RELOAD_KEY, reloadingForNewDeploy, restoreTyped } from "./new-deploy";

const PAGE = `
  <form role="search"><input name="q" value=""></form>
  <form data-keep-typed aria-label="Send Us a Message">
    <input name="name"><input name="email" type="email"><input name="phone" type="tel">
    <textarea name="message"></textarea>
    <div aria-hidden="true"><input name="website" aria-hidden="true" tabindex="-1"></div>
    <input type="checkbox" name="agree"><button type="submit" name="go" value="x">Send</button>
  </form>
  <form data-keep-typed aria-label="Newsletter"><input name="email" type="email"></form>`;

/** A window whose reload is only counted (jsdom cannot navigate). */
function fakeWindow(path = "/contact") {
  const reload = vi.fn();
  const win = { document, sessionStorage: window.sessionStorage, navigator: { onLine: true }, location: { pathname: path, reload } } as unknown as Window;
  return { win, reload };
}

const field = (form: number, name: string) => document.querySelectorAll("form")[form]!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

function missingCode() {
  const e = new Event("vite:preloadError", { cancelable: true });
  return e;
}

beforeEach(() => {
  document.body.innerHTML = PAGE;
  window.sessionStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-28T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("code missing after a deploy (decision 177)", () => {
  it("reloads once, keeping what was typed in the marked forms only", () => {
    field(0, "q").value = "kitchen";
    field(1, "name").value = "Ada Lovelace";
    field(1, "message").value = "A kitchen for a small flat.";
    field(1, "website").value = "bot";
    field(2, "email").value = "ada@example.com";
    const { win, reload } = fakeWindow();
    const e = missingCode();
    onMissingCode(e, win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(e.defaultPrevented).toBe(true);
    expect(reloadingForNewDeploy()).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(RELOAD_KEY)!)).toEqual({
      at: Date.parse("2026-11-28T12:00:00Z"),
      path: "/contact",
      typed: [{ name: "Ada Lovelace", message: "A kitchen for a small flat." }, { email: "ada@example.com" }],
    });
  });

  it("leaves a second failure within the grace to the error boundary, and reloads again after it", () => {
    const { win, reload } = fakeWindow();
    onMissingCode(missingCode(), win);
    vi.setSystemTime(Date.now() + RELOAD_GRACE_MS - 1);
    const again = missingCode();
    onMissingCode(again, win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    vi.setSystemTime(Date.now() + 1);
    const later = missingCode();
    onMissingCode(later, win);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(later.defaultPrevented).toBe(true);
  });

  it("does not reload offline (the browser would show its own error page)", () => {
    const { win, reload } = fakeWindow();
    (win.navigator as { onLine: boolean }).onLine = false;
    const e = missingCode();
    onMissingCode(e, win);
    expect(reload).not.toHaveBeenCalled();
    expect(e.defaultPrevented).toBe(false);
    expect(window.sessionStorage.getItem(RELOAD_KEY)).toBeNull();
  });

  it("does not reload when the tab cannot remember that it did", () => {
    const { win, reload } = fakeWindow();
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    const e = missingCode();
    onMissingCode(e, win);
    setItem.mockRestore();
    expect(reload).not.toHaveBeenCalled();
    expect(e.defaultPrevented).toBe(false);
  });

  it("puts the typed text back into the same forms after the reload, on the same page only", () => {
    field(1, "name").value = "Ada Lovelace";
    field(1, "message").value = "A kitchen for a small flat.";
    field(2, "email").value = "ada@example.com";
    onMissingCode(missingCode(), fakeWindow().win);

    document.body.innerHTML = PAGE; // the reloaded page
    restoreTyped(fakeWindow("/blog").win);
    expect(field(1, "name").value).toBe("");

    field(1, "message").value = "Typed again already";
    restoreTyped(fakeWindow().win);
    expect(field(1, "name").value).toBe("Ada Lovelace");
    expect(field(1, "message").value).toBe("Typed again already");
    expect(field(1, "website").value).toBe("");
    expect(field(2, "email").value).toBe("ada@example.com");
    expect(field(0, "q").value).toBe("");
    // Put back once; the time stays for the grace.
    expect(JSON.parse(window.sessionStorage.getItem(RELOAD_KEY)!)).toMatchObject({ typed: [], path: "/contact" });
    document.body.innerHTML = PAGE;
    restoreTyped(fakeWindow().win);
    expect(field(1, "name").value).toBe("");
  });
});
