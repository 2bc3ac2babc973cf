import type { WaterTestPhoto } from '@pool/api-contract';
import { Button, Heading } from '@pool/ui';
import { Form } from '@remix-run/react';
import { cell, errorText, muted, section, stripPhoto, swatch, table } from './water-care.css';

const CONFIDENCE_LABELS = { high: 'High', medium: 'Medium', low: 'Low: check this one' } as const;

/**
 * The photo form of a strip test: how to take the photo (print the card, lay the strip on it, daylight)
 * and a plain multipart form, so it works without JavaScript. `error` is the upload's refusal.
 */
export function StripPhotoUpload({ cardHref, error, busy, action }: {
  cardHref: string;
  error: { message: string; detail: string } | null;
  busy: boolean;
  action?: string;
}) {
  return (
    <section className={section} aria-labelledby="strip-photo-how">
      <Heading level={2} size="md" id="strip-photo-how">Read a test strip from a photo</Heading>
      <ol>
        <li><a href={cardHref} target="_blank" rel="noopener">Print the reference card</a> at 100 % on white paper.</li>
        <li>Dip the strip, then lay it in the card&apos;s slot with each pad on its box.</li>
        <li>Take the photo straight above, in daylight or good indoor light, with all four black corners in the frame.</li>
      </ol>
      <Form method="post" encType="multipart/form-data" action={action} className={section}>
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor="strip-photo">Photo of the strip on the card (JPEG, PNG or WebP, up to 12 MB)</label>
        <input id="strip-photo" name="image" type="file" accept="image/*" capture="environment" aria-describedby={error ? 'strip-photo-error' : undefined} />
        {error ? (
          <div id="strip-photo-error" role="alert">
            <p className={errorText}>{error.message}</p>
            <p className={errorText}>{error.detail}</p>
          </div>
        ) : null}
        <div><Button type="submit" isPending={busy}>Read the strip</Button></div>
      </Form>
    </section>
  );
}

/** The kept photo and what the reader proposed: each pad's value, the band of two swatches it lies in, and how sure; or why it could not read. */
export function StripProposals({ photo }: { photo: WaterTestPhoto }) {
  return (
    <section className={section} aria-labelledby="strip-proposals">
      <Heading level={2} size="md" id="strip-proposals">{photo.problem ? 'We could not read this photo' : 'Readings from your photo'}</Heading>
      <img className={stripPhoto} src={photo.thumbnail} alt="Your test strip photo" width={320} height={320} />
      {photo.problem ? (
        <p role="alert" className={errorText}>{photo.message}</p>
      ) : (
        <>
          <p className={muted}>A strip is good to one colour block: check each reading against the chart on the bottle and correct it before saving.</p>
          <table className={table}>
            <thead><tr><th className={cell}>Test</th><th className={cell}>Proposed</th><th className={cell}>Between</th><th className={cell}>Confidence</th></tr></thead>
            <tbody>
              {photo.readings.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className={cell}><span className={swatch} style={{ background: r.hex }} aria-hidden="true" />{r.label}</th>
                  <td className={cell}>{r.value}</td>
                  <td className={cell}>{r.band[0]}–{r.band[1]}</td>
                  <td className={cell}>{CONFIDENCE_LABELS[r.confidence]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
