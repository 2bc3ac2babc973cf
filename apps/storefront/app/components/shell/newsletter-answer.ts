/** What a sign-up answers, to the footer's fetcher or (without JavaScript) to the /newsletter page (routes/site/newsletter/route.tsx). */
export type NewsletterResult = { ok: true; message: string } | { ok: false; error: string };
