import { emailLayout, emailLogoMark } from './email-layout';
import { withSiteIdentity } from './site-mailer';

const message = { to: 'petr@example.cz', subject: 'Výplata <odměn>', text: 'Dobrý den,\n\nvýplata je na cestě.', html: '<p>Dobrý den,</p>\n<p>výplata je na cestě.</p>' };
const site = { siteName: 'Klub & <Test>', siteEmail: 'podpora@klub.test' };

describe('withSiteIdentity', () => {
  const sent = withSiteIdentity(message, site);

  it('sends under the site name with its Reply-To, and ends the text with the footer', () => {
    expect(sent).toMatchObject({ to: message.to, subject: message.subject, senderName: site.siteName, replyTo: site.siteEmail });
    expect(sent.text).toBe(`${message.text}\n\n--\nKlub & <Test> · podpora@klub.test`);
  });

  it('puts the HTML in the one layout: the mark and the escaped site name above, the message, the footer below', () => {
    expect(sent.html).toBe(emailLayout({ ...site, subject: message.subject, body: message.html }));
    const header = sent.html.indexOf(emailLogoMark());
    const body = sent.html.indexOf(message.html);
    const footer = sent.html.indexOf('<a href="mailto:podpora@klub.test"');
    expect(header).toBeGreaterThan(0);
    expect(body).toBeGreaterThan(header);
    expect(footer).toBeGreaterThan(body);
    expect(sent.html).toContain('>Klub &amp; &lt;Test&gt;</td>');
    expect(sent.html).toContain('<title>Výplata &lt;odměn&gt;</title>');
    expect(sent.html).not.toContain('<Test>');
  });
});

describe('emailLogoMark', () => {
  const mark = emailLogoMark();

  it('is drawn with table cells in the colours of LogoMark: the tile, two dark bars rising and the tallest one amber', () => {
    expect(mark).toMatch(/^<table [^>]*bgcolor="#4f8cff"[^>]*width:32px;height:32px/);
    const bars = [...mark.matchAll(/<td height="(\d+)" bgcolor="(#[0-9a-f]{6})"/g)].map(([, height, colour]) => [Number(height), colour]);
    expect(bars).toEqual([
      [6, '#06122b'],
      [11, '#06122b'],
      [17, '#f5b942'],
    ]);
  });

  it('uses nothing an e-mail client may refuse to draw: no SVG, no images, no data: addresses', () => {
    const html = withSiteIdentity(message, site).html;
    expect(html).not.toMatch(/<svg|<img|data:|<style|<script/i);
  });

  it('fills the 32 px tile exactly: the gaps and the bars add up to its width', () => {
    const widths = [...mark.matchAll(/<td width="(\d+)"/g)].map(([, width]) => Number(width));
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(32);
  });
});
