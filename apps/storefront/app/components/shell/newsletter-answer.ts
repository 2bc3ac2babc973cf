/** What a sign-up answers, to the footer's fetcher or (without JavaScript) to the /newsletter page (routes/site/newsletter/route.tsx). */
/** `error` is null for a refusal that is not the form's: that one is a toast (spec site-shell.md 8). */
export type NewsletterResult = { ok: true; message: string } | { ok: false; error: string | null };
