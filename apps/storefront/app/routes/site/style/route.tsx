import {
  Badge,
  Button,
  Heading,
  Link,
  NavigationProgress,
  Price,
  ProgressBar,
  QuantityField,
  Section,
  Spinner,
  StarRating,
  TextField,
  VisuallyHidden,
  breakpoints,
  vars,
} from '@pool/ui';
import { Drawer } from '@pool/ui/drawer';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { canonicalUrl, seoMeta } from '../../../seo';
import { showToastAtom } from '../../../state/toasts.atoms';
import { demoRow, progressDemo, swatch, swatchChip, tokenGrid, tokenName } from './style.css';
import { PageColumn } from '../../../components/page-column';

export function loader({ request }: LoaderFunctionArgs) {
  return data({
    seo: { title: 'UI kit | Pool Supplies', description: 'Every component and design token of the store’s design system.', canonical: canonicalUrl(request, '/style') },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [...seoMeta(loaded.seo), { name: 'robots', content: 'noindex' }] : []);

/** Every tone of Badge, with the label the store gives it. */
const BADGES = [
  ['neutral', 'Neutral'],
  ['info', 'Info'],
  ['sale', 'On Sale'],
  ['success', 'Same Day'],
  ['danger', 'Out of Stock'],
] as const;

function TokenList({ group, values, render }: { group: string; values: Record<string, string>; render: (value: string) => ReactNode }) {
  return (
    <ul className={tokenGrid} aria-label={`${group} tokens`}>
      {Object.entries(values).map(([name, value]) => (
        <li key={name} className={swatch}>
          {render(value)}
          <code className={tokenName}>{`${group}.${name}`}</code>
        </li>
      ))}
    </ul>
  );
}

/** A row of demos side by side. */
function DemoRow({ children }: { children: ReactNode }) {
  return <div className={demoRow}>{children}</div>;
}

/** One part of the kit (`style-{id}` names its heading), its demos in one row. */
function DemoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section size="lg" headingId={`style-${id}`} title={title}>
      <DemoRow>{children}</DemoRow>
    </Section>
  );
}

/** /style: the UI kit page, every `@pool/ui` component and token on one page. */
export default function StylePage() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showToast = useSetAtom(showToastAtom);
  return (
    <PageColumn title="UI kit">
      <p>Every component and design token of @pool/ui, as the store renders them.</p>

      <Section size="lg" headingId="style-colors" title="Colours">
        <TokenList group="color" values={vars.color} render={(value) => <span className={swatchChip} style={{ background: value }} />} />
      </Section>
      <Section size="lg" headingId="style-space" title="Spacing">
        <TokenList group="space" values={vars.space} render={(value) => <span className={swatchChip} style={{ width: value, minWidth: '2px', background: vars.color.brand }} />} />
      </Section>
      <Section size="lg" headingId="style-radius" title="Radii">
        <TokenList group="radius" values={vars.radius} render={(value) => <span className={swatchChip} style={{ borderRadius: value, background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}` }} />} />
      </Section>
      <Section size="lg" headingId="style-type" title="Type">
        <TokenList group="fontSize" values={vars.fontSize} render={(value) => <span style={{ fontSize: value }}>Aa</span>} />
        <TokenList group="fontWeight" values={vars.fontWeight} render={(value) => <span style={{ fontWeight: value }}>Aa</span>} />
        <TokenList group="lineHeight" values={vars.lineHeight} render={(value) => <span style={{ lineHeight: value }}>Aa</span>} />
        <TokenList group="font" values={vars.font} render={(value) => <span style={{ fontFamily: value }}>Aa</span>} />
      </Section>
      <Section size="lg" headingId="style-shadow" title="Shadows, layers and motion">
        <TokenList group="shadow" values={vars.shadow} render={(value) => <span className={swatchChip} style={{ boxShadow: value, background: vars.color.surface }} />} />
        <TokenList group="zIndex" values={vars.zIndex} render={() => null} />
        <TokenList group="duration" values={vars.duration} render={() => null} />
      </Section>
      <Section size="lg" headingId="style-breakpoints" title="Breakpoints">
        <ul>
          {Object.entries(breakpoints).map(([name, px]) => (
            <li key={name}>
              <code>{name}</code>: {px} px
            </li>
          ))}
        </ul>
      </Section>

      <Section size="lg" headingId="style-headings" title="Heading, Section">
        {(['xxl', 'xl', 'lg', 'md', 'sm'] as const).map((size) => (
          <Heading key={size} level={3} size={size}>
            Heading {size}
          </Heading>
        ))}
      </Section>
      <DemoSection id="buttons" title="Button">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
        <Button isPending>Adding to Cart...</Button>
        <Button isDisabled>Disabled</Button>
      </DemoSection>
      <DemoSection id="links" title="Link">
        <Link href="/style">Default link</Link>
        <Link href="/style" variant="subtle">
          Subtle link
        </Link>
        <span style={{ background: vars.color.brandStrong, padding: vars.space.sm }}>
          <Link href="/style" variant="inverse">
            Inverse link
          </Link>
        </span>
        <Link href="/style" variant="button">
          Button link
        </Link>
        <Link href="/style" size="sm">
          Small link
        </Link>
      </DemoSection>
      <Section size="lg" headingId="style-display" title="Badge, StarRating, Price, Spinner, VisuallyHidden">
        <DemoRow>
          {BADGES.map(([tone, label]) => (
            <Badge key={label} tone={tone}>
              {label}
            </Badge>
          ))}
        </DemoRow>
        <DemoRow>
          <StarRating value={4.5} count={128} />
          <StarRating value={3} size="sm" />
        </DemoRow>
        <DemoRow>
          <Price price="$49.99" />
          <Price price="$39.99" listPrice="$49.99" savings="Save 20%" size="lg" />
        </DemoRow>
        <DemoRow>
          <Spinner size="sm" label="Loading (small)" />
          <Spinner label="Loading" />
          <Spinner size="lg" label="Loading (large)" />
          <span>
            Visually hidden text follows:<VisuallyHidden> read by screen readers only</VisuallyHidden>
          </span>
        </DemoRow>
      </Section>
      <Section size="lg" headingId="style-fields" title="ProgressBar, QuantityField, TextField">
        <ProgressBar label="Progress to free shipping" value={60} />
        <DemoRow>
          <QuantityField label="Quantity" name="style-quantity" />
          <QuantityField label="Quantity (small)" name="style-quantity-sm" size="sm" />
          <TextField label="Email" name="style-email" type="email" description="We never share it." />
          <TextField label="Email (invalid)" name="style-email-invalid" type="email" defaultValue="sam@" errorMessage="Invalid email address." />
        </DemoRow>
      </Section>
      <Section size="lg" headingId="style-overlays" title="Drawer, ToastRegion, NavigationProgress">
        <DemoRow>
          <Button variant="secondary" onPress={() => setDrawerOpen(true)}>
            Open a drawer
          </Button>
          <Button variant="secondary" onPress={() => showToast({ message: 'Saved', status: 'success' })}>
            Show a toast
          </Button>
          <Button variant="secondary" onPress={() => showToast({ message: 'Working on it...', status: 'loading' })}>
            Show a loading toast
          </Button>
        </DemoRow>
        <DemoRow>
          {(['loading', 'done', 'failed'] as const).map((state) => (
            <div key={state} className={progressDemo}>
              <NavigationProgress state={state} />
              <code>{state}</code>
            </div>
          ))}
        </DemoRow>
        <Drawer title="Example drawer" isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
          <p>Focus is trapped here; Escape, the close button or the dimmed overlay closes it.</p>
        </Drawer>
      </Section>
    </PageColumn>
  );
}
