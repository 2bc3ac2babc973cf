import type { SiteConfig } from '@pool/api-contract';

type Network = SiteConfig['social'][number]['network'];

/** The first letter of each network, drawn as a simple glyph (no third-party icon font or script). */
const GLYPH: Record<Network, string> = { facebook: 'f', instagram: 'IG', youtube: '▶', pinterest: 'P', twitter: 'X', tiktok: '♪', linkedin: 'in' };

/** A decorative social-network glyph; the link around it carries the name. */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <text x="10" y="15" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor" fontFamily="Arial, sans-serif">
        {GLYPH[network]}
      </text>
    </svg>
  );
}
