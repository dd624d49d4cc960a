/**
 * `/preview?type=post&id=42`: a WordPress draft on the site's own templates, for the editor
 * who opened it from WordPress's Preview button (DESIGN.md "Drafts preview on the real
 * templates"). Browser only: never prerendered, noindex, not in the sitemap.
 */
import { useCallback, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { SITE } from "~/content/build-values";
import { CmsDetail } from "~/features/collections/CmsDetail";
import { FIELD_CLASS } from "~/ui/field-class";
import { Spinner } from "~/ui/Spinner";
import { forgetCredentials, loadCredentials, saveCredentials } from "./credentials";
import type { DraftResult } from "./draft";
import { previewTarget, type Credentials, type PreviewTarget } from "./target";
import { previewServedHere } from "./here";
import { PREVIEW_TEXT as T } from "./messages";

type State = { step: "sign-in"; error?: string } | { step: "loading" } | { step: "elsewhere" } | { step: "done"; result: DraftResult };


async function load(target: PreviewTarget, creds: Credentials): Promise<DraftResult> {
  const [{ fetchDraft }, { createSanitizer }] = await Promise.all([import("./draft"), import("~/cms/sanitize")]);
  return fetchDraft(target, creds, { cmsApiUrl: SITE.cmsApiUrl, teamName: SITE.teamName, sanitizer: createSanitizer(window) });
}

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <section className="bg-sand-deep pt-32 pb-24 sm:pt-40">
      <div className="container max-w-xl">
        <div className="card p-6 sm:p-10">{children}</div>
      </div>
    </section>
  );
}

function SignIn({ error, onSubmit }: { error?: string; onSubmit: (c: Credentials) => void }) {
  const id = useId();
  const [missing, setMissing] = useState(false);
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const user = String(data.get("user") ?? "").trim();
    const password = String(data.get("password") ?? "").trim();
    if (!user || !password) return setMissing(true);
    setMissing(false);
    onSubmit({ user, password });
  };
  const problem = missing ? T.required : error;
  return (
    <Panel>
      <p className="eyebrow">{T.banner}</p>
      <h1 className="mt-3 font-display text-3xl text-ink">{T.signInTitle}</h1>
      <p className="mt-3 text-ink-muted">{T.signInIntro}</p>
      {problem && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <form method="post" action="/preview" onSubmit={submit} className="mt-6 grid gap-5" aria-label={T.signInTitle}>
        <div>
          <label htmlFor={`${id}-user`} className="text-sm font-semibold text-ink">{T.user}</label>
          <input id={`${id}-user`} name="user" autoComplete="username" className={FIELD_CLASS} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="text-sm font-semibold text-ink">{T.password}</label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" className={FIELD_CLASS} />
        </div>
        <button type="submit" className="btn-primary w-full cursor-pointer border-0 sm:w-auto sm:justify-self-start">{T.submit}</button>
      </form>
    </Panel>
  );
}

function Banner({ onSignOut }: { onSignOut: () => void }) {
  return (
    <aside aria-label={T.banner} className="fixed inset-x-0 bottom-0 z-50 bg-clay-dark text-white shadow-[0_-8px_24px_-12px_rgba(0,0,0,0.4)]">
      <div className="container flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="text-sm">
          <strong className="font-semibold uppercase tracking-[0.14em]">{T.banner}</strong>
          <span className="ml-2 text-white/90">{T.bannerNote}</span>
        </p>
        <button type="button" onClick={onSignOut} className="btn-light cursor-pointer border-0 py-2">{T.signOut}</button>
      </div>
    </aside>
  );
}

export function PreviewPage() {
  const { search } = useLocation();
  const target = previewTarget(search);
  const [state, setState] = useState<State>({ step: "loading" });

  const show = useCallback(
    (creds: Credentials) => {
      if (!target) return;
      setState({ step: "loading" });
      void load(target, creds).then((result) => {
        if (result.state === "unauthorized") {
          forgetCredentials();
          setState({ step: "sign-in", error: T.unauthorized });
        } else setState({ step: "done", result });
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [target?.kind, target?.id],
  );

  useEffect(() => {
    let live = true;
    // On the public site of a split build, /preview is a 404 there: never offer the sign-in.
    void previewServedHere().then((here) => {
      if (!live) return;
      if (!here) return setState({ step: "elsewhere" });
      const creds = loadCredentials();
      if (creds) show(creds);
      else setState({ step: "sign-in" });
    });
    return () => {
      live = false;
    };
  }, [show]);

  const signOut = () => {
    forgetCredentials();
    setState({ step: "sign-in" });
  };

  if (state.step === "elsewhere") {
    return (
      <Panel>
        <h1 className="font-display text-3xl text-ink">{T.signInTitle}</h1>
        <p role="alert" className="mt-4 text-ink-muted">{T.elsewhere}</p>
      </Panel>
    );
  }
  if (!target) {
    return (
      <Panel>
        <h1 className="font-display text-3xl text-ink">{T.signInTitle}</h1>
        <p role="alert" className="mt-4 text-ink-muted">{T.incomplete}</p>
      </Panel>
    );
  }
  if (state.step === "sign-in") {
    return (
      <SignIn
        error={state.error}
        onSubmit={(c) => {
          saveCredentials(c);
          show(c);
        }}
      />
    );
  }
  if (state.step === "loading") {
    return (
      <div className="pt-32 pb-24 text-center">
        <Spinner />
        <p className="mt-4 text-ink-muted">{T.loading}</p>
      </div>
    );
  }
  const r = state.result;
  if (r.state !== "ok") {
    const text = r.state === "not-found" ? T.notFound : r.state === "unavailable" ? T.unavailable : r.state === "error" ? r.message : T.unauthorized;
    return (
      <>
        <Panel>
          <h1 className="font-display text-3xl text-ink">{T.signInTitle}</h1>
          <p role="alert" className="mt-4 text-ink-muted">{text}</p>
        </Panel>
        <Banner onSignOut={signOut} />
      </>
    );
  }
  return (
    <div className="pb-16">
      {r.notice ? (
        <p role="status" className="mx-auto mt-28 -mb-20 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-center text-ink">
          {r.notice}
        </p>
      ) : null}
      <CmsDetail kind={target.kind} data={{ view: r.view }} />
      <Banner onSignOut={signOut} />
    </div>
  );
}
