import type { CSSProperties } from 'react';
import type { SocialCardText } from './socialCardText';

export const socialCardSize = { width: 1200, height: 630 } as const;

const colour = {
  ink: '#0F172A',
  secondary: '#475569',
  primary: '#1D4ED8',
  accent: '#FBBF24',
  surface: '#F8FAFC',
  border: '#E2E8F0',
} as const;

/** What a card shows: its text, the brand's name and an optional footer. */
export interface SocialImageInput extends SocialCardText {
  brandName: string;
  /** A short line at the foot of the card, such as the brand's tagline. */
  footer?: string;
}

export interface SocialCardProps extends SocialImageInput {
  /** The brand mark as a data: address, so the card needs no network or file access to draw. */
  logoSrc: string;
  /**
   * Cut the heading after three lines with an ellipsis, its lines unbalanced: for a heading too
   * long to fit. Otherwise its lines are balanced (see socialImageSvg).
   */
  clampHeading?: boolean;
}

/** Longer headings get smaller type so that every title fits in three lines. */
function headingFontSize(heading: string): number {
  if (heading.length <= 28) return 80;
  if (heading.length <= 52) return 68;
  if (heading.length <= 80) return 58;
  return 50;
}

const headingMaxLines = 3;
const headingLineHeight = 1.1;

/** The most a heading may take: three lines of its type. */
export const headingMaxHeight = (heading: string): number =>
  headingMaxLines * headingFontSize(heading) * headingLineHeight;

/** A tagline longer than the English one gets smaller type, so that it stays on its one line. */
function footerFontSize(footer: string): number {
  return footer.length <= 80 ? 24 : 21;
}

/** A named text part of the card, a block left out when it has no text. */
function TextPart({ name, style, text }: { name: string; style: CSSProperties; text?: string }) {
  if (!text) return null;
  return (
    <div data-part={name} style={{ display: 'block', ...style }}>
      {text}
    </div>
  );
}

/** The 1200×630 card in satori's subset of CSS: flex layout only, every style inline. */
export function SocialCard({
  brandName,
  logoSrc,
  eyebrow,
  heading,
  subtitle,
  footer,
  clampHeading = false,
}: SocialCardProps) {
  return (
    <div
      style={{
        ...socialCardSize,
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: colour.surface,
        color: colour.ink,
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px 0' }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <img src={logoSrc} width={56} height={56} alt="" />
          <div style={{ marginLeft: 18, fontSize: 34, fontWeight: 700, letterSpacing: '-0.02em' }}>
            {brandName}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            flexGrow: 1,
            paddingBottom: 24,
          }}
        >
          {eyebrow ? (
            <div style={{ display: 'flex', alignItems: 'center', marginBottom: 20 }}>
              <div
                style={{ width: 36, height: 6, borderRadius: 3, backgroundColor: colour.accent }}
              />
              <TextPart
                name="eyebrow"
                text={eyebrow}
                style={{
                  maxWidth: 940,
                  marginLeft: 16,
                  fontSize: 28,
                  fontWeight: 600,
                  color: colour.primary,
                  lineClamp: 1,
                }}
              />
            </div>
          ) : null}
          <TextPart
            name="heading"
            text={heading}
            style={{
              maxWidth: 1000,
              fontSize: headingFontSize(heading),
              fontWeight: 700,
              lineHeight: headingLineHeight,
              letterSpacing: '-0.03em',
              ...(clampHeading ? { lineClamp: headingMaxLines } : { textWrap: 'balance' }),
            }}
          />
          <TextPart
            name="subtitle"
            text={subtitle}
            style={{
              marginTop: 28,
              maxWidth: 1000,
              fontSize: 28,
              fontWeight: 400,
              lineHeight: 1.4,
              color: colour.secondary,
              lineClamp: 2,
            }}
          />
        </div>
        <TextPart
          name="footer"
          text={footer}
          style={{
            padding: '28px 0 36px',
            borderTop: `2px solid ${colour.border}`,
            fontSize: footerFontSize(footer ?? ''),
            color: colour.secondary,
            lineClamp: 1,
          }}
        />
      </div>
      <div style={{ height: 14, display: 'flex' }}>
        <div style={{ flexGrow: 1, backgroundColor: colour.primary }} />
      </div>
    </div>
  );
}
