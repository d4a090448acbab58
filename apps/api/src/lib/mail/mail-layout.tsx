import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { messages } from '@scrivania/core/messages.it';
import type { CSSProperties, ReactNode } from 'react';
import { factRows, type MailBlock, type MailContent } from './mail-content.ts';
import { LOGO_CID } from './mail-logo.ts';

const m = messages.mail;

/** The brand colours of the site (apps/web/src/styles.css), written out: mail clients know no CSS variables. */
const brand = { 50: '#f0fdfa', 100: '#ccfbf1', 700: '#0f766e', 900: '#134e4a' } as const;
const ink = '#1f2937';
const muted = '#6b7280';

const font = 'Helvetica, Arial, sans-serif';
const paragraph: CSSProperties = { fontSize: '15px', lineHeight: '22px', color: ink, margin: '0 0 16px' };
const small: CSSProperties = { fontSize: '12px', lineHeight: '18px', color: muted, margin: '0 0 8px' };

/** Who sends the mail, for the footer the law expects. */
export interface MailSender {
  publicUrl: string;
  company: { name: string; address: string; vat: string };
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/;

/** A line of text whose addresses are links (the text part carries the same addresses as they are). */
function linked(line: string): ReactNode[] {
  return line.split(URL_PATTERN).map((piece, index) =>
    index % 2 === 1 ? (
      <Link key={piece} href={piece} style={{ color: brand[700], wordBreak: 'break-all' }}>
        {piece}
      </Link>
    ) : (
      piece
    ),
  );
}

function Block({ block }: { block: MailBlock }) {
  if (Array.isArray(block))
    return (
      <Text style={paragraph}>
        {block.map((line, index) => (
          // Lines of one paragraph never move, so their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>
            {index > 0 && <br />}
            {linked(line)}
          </span>
        ))}
      </Text>
    );
  return (
    <Section
      style={{
        backgroundColor: brand[50],
        border: `1px solid ${brand[100]}`,
        borderRadius: '8px',
        padding: '12px 16px',
        margin: '0 0 16px',
      }}
    >
      <Text style={{ ...paragraph, fontWeight: 700, color: brand[900], margin: '0 0 8px' }}>
        {m.facts.title}
      </Text>
      {factRows(block.facts).map(([label, value]) => (
        <Row key={label}>
          <Column
            style={{ ...small, color: muted, width: '35%', verticalAlign: 'top', padding: '2px 8px 2px 0' }}
          >
            {label}
          </Column>
          <Column style={{ fontSize: '14px', lineHeight: '20px', color: ink, padding: '2px 0' }}>
            {value}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** The frame every mail shares: logo, the mail's words, its button, the signature and the legal footer. */
export function MailLayout({
  subject,
  content,
  sender,
}: {
  subject: string;
  content: MailContent;
  sender: MailSender;
}) {
  const contact = `${sender.publicUrl}/Contact`;
  const help = `${sender.publicUrl}/HelpCenter`;
  return (
    <Html lang="it" dir="ltr">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: font, margin: 0, padding: '16px 0' }}>
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            overflow: 'hidden',
          }}
        >
          <Section style={{ backgroundColor: brand[700], padding: '16px 24px' }}>
            <Row>
              <Column style={{ width: '48px' }}>
                <Img
                  src={`cid:${LOGO_CID}`}
                  width="40"
                  height="40"
                  alt={m.logoAlt}
                  style={{ borderRadius: '6px' }}
                />
              </Column>
              <Column>
                <Text style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 }}>
                  Scrivania
                </Text>
              </Column>
            </Row>
          </Section>
          <Section style={{ padding: '24px' }}>
            {content.greeting !== null && <Text style={paragraph}>{content.greeting}</Text>}
            {content.blocks.map((block, index) => (
              // The blocks of one mail never move.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Block key={index} block={block} />
            ))}
            {content.action && (
              <Section style={{ margin: '8px 0 24px' }}>
                <Button
                  href={content.action.url}
                  style={{
                    backgroundColor: brand[700],
                    color: '#ffffff',
                    fontSize: '16px',
                    fontWeight: 700,
                    borderRadius: '6px',
                    padding: '12px 20px',
                    textDecoration: 'none',
                  }}
                >
                  {content.action.label}
                </Button>
              </Section>
            )}
            {content.signed && <Text style={paragraph}>{m.signature}</Text>}
          </Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={small}>
              {m.footer.sender(sender.company.name, sender.company.address, sender.company.vat)}
            </Text>
            <Text style={small}>{m.reasons[content.reason]}</Text>
            <Text style={small}>
              <Link href={contact} style={{ color: brand[700] }}>
                {m.footer.contactLabel}
              </Link>
              {' · '}
              <Link href={help} style={{ color: brand[700] }}>
                {m.footer.helpLabel}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
