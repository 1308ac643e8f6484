// The one layout every email uses: a single column up to 560px, 16px text, one large button
// with the link also written out, and a footer that says why the email came (and, for
// optional emails, how to stop it). No images and no remote resources: nothing to track with.
// The app's teal and its round mark (drawn with CSS, as mail clients drop SVG); text wraps at
// word boundaries on a phone, and only a link too long for a line may break inside (overflow-wrap).
import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f2933';
/** The app's primary teal (src/styles/global.css --color-primary). */
export const ACCENT = '#0f766e';

const styles = {
  body: { backgroundColor: '#f4f5f7', margin: 0, padding: '24px 0', fontFamily: FONT },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '560px',
    width: '100%',
    margin: '0 auto',
    padding: '28px 24px',
    borderRadius: '8px',
    boxSizing: 'border-box' as const,
  },
  brand: { fontSize: '18px', lineHeight: '28px', fontWeight: 700, color: ACCENT, margin: '0 0 16px' },
  mark: {
    display: 'inline-block',
    width: '28px',
    height: '28px',
    lineHeight: '28px',
    borderRadius: '14px',
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontSize: '15px',
    textAlign: 'center' as const,
    verticalAlign: 'middle',
    marginRight: '8px',
  },
  heading: { fontSize: '24px', lineHeight: '32px', color: INK, margin: '0 0 16px', fontWeight: 700 },
  text: { fontSize: '16px', lineHeight: '26px', color: INK, margin: '0 0 16px' },
  buttonSection: { margin: '24px 0 16px' },
  button: {
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontSize: '18px',
    fontWeight: 700,
    textDecoration: 'none',
    textAlign: 'center' as const,
    display: 'block',
    padding: '16px 20px',
    borderRadius: '8px',
  },
  small: {
    fontSize: '14px',
    lineHeight: '22px',
    color: '#52606d',
    margin: '0 0 12px',
  },
  // A link longer than the line may break inside; ordinary words never do.
  link: { color: ACCENT, overflowWrap: 'break-word' as const },
  rule: { borderColor: '#e4e7eb', margin: '24px 0 16px' },
};

/** A link in body text, in the app's colour; a link too long for the line may break inside. */
export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

/** A paragraph of body text. */
export function P({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** Label and value on one line, e.g. "Dates: 3 May 2027 – 9 May 2027". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ ...styles.text, margin: '0 0 6px' }}>
      <strong>{label}:</strong> {children}
    </Text>
  );
}

export interface LayoutProps {
  preview: string;
  heading: string;
  button: { label: string; href: string };
  /** Why this person gets this email, one sentence. */
  reason: string;
  unsubscribeUrl?: string;
  /** Invitations and reminders: the link unsubscribes the address from invitations, not an account. */
  unsubscribeFromInvitations?: boolean;
  children: ReactNode;
}

export function EmailLayout({
  preview,
  heading,
  button,
  reason,
  unsubscribeUrl,
  unsubscribeFromInvitations = false,
  children,
}: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        {/* Declared in the HTML too, not only the MIME part: a viewer that shows the HTML on its
            own (maildev's HTML view, a saved .html) otherwise guesses Latin-1 and garbles the
            dashes and the mark. */}
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>
            <span style={styles.mark} aria-hidden="true">
              &#10148;
            </span>
            Tripwise
          </Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          <Section style={styles.buttonSection}>
            <Button href={button.href} style={styles.button}>
              {button.label}
            </Button>
          </Section>
          <Text style={styles.small}>
            Or open this link:{' '}
            <Link href={button.href} style={styles.link}>
              {button.href}
            </Link>
          </Text>
          <Hr style={styles.rule} />
          <Text style={styles.small}>{reason}</Text>
          {unsubscribeUrl && unsubscribeFromInvitations && (
            <Text style={styles.small}>
              Don&apos;t want invitations to trips?{' '}
              <Link href={unsubscribeUrl} style={styles.link}>
                Unsubscribe
              </Link>{' '}
              with one click, and no organizer can invite this address again.
            </Text>
          )}
          {unsubscribeUrl && !unsubscribeFromInvitations && (
            <Text style={styles.small}>
              Don&apos;t want these emails?{' '}
              <Link href={unsubscribeUrl} style={styles.link}>
                Unsubscribe
              </Link>{' '}
              with one click, or switch off &quot;Email me reminders and updates&quot; in your profile.
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}
