import { escapeHtml } from '../../escape-html';

/** The logo mark's colours (libs/ui LogoMark): the tile, the two rising bars and the tallest, amber one. */
const TILE = '#4f8cff';
const INK = '#06122b';
const ACCENT = '#f5b942';
const TEXT = '#0b1120';
const MUTED = '#5b6475';
const LINE = '#dde3ee';
const FONT = 'Arial,Helvetica,sans-serif';

const PRESENTATION = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

/** A cell of `width` px; empty cells keep their size in every client with a zero-size space. */
const spacer = (width: number) => `<td width="${width}" style="width:${width}px;font-size:0;line-height:0">&nbsp;</td>`;

/** One bar of the mark standing on the tile's baseline, 7 px above its bottom edge (LogoMark's y + height = 25 of 32). */
const bar = (height: number, colour: string) =>
  `<td width="5" valign="bottom" style="width:5px;padding-bottom:7px"><table ${PRESENTATION} width="5"><tr><td height="${height}" bgcolor="${colour}" style="height:${height}px;background:${colour};border-radius:2px;font-size:0;line-height:0">&nbsp;</td></tr></table></td>`;

/**
 * The logo mark drawn with table cells: 32 × 32 px, the geometry of LogoMark. E-mail clients do not all draw
 * SVG or data: images and many block remote images, but every one of them draws coloured cells.
 */
export function emailLogoMark(): string {
  return `<table ${PRESENTATION} width="32" height="32" bgcolor="${TILE}" style="width:32px;height:32px;background:${TILE};border-radius:8px;border-collapse:separate"><tr>${spacer(7)}${bar(6, INK)}${spacer(1)}${bar(11, INK)}${spacer(2)}${bar(17, ACCENT)}${spacer(7)}</tr></table>`;
}

/**
 * Every e-mail's frame: a header with the logo mark and the site's name, the message's own HTML, and a footer
 * naming the site and its address. One layout for all mail (siteMailer puts every message in it).
 */
export function emailLayout({ siteName, siteEmail, subject, body }: { siteName: string; siteEmail: string; subject: string; body: string }): string {
  const name = escapeHtml(siteName);
  const email = escapeHtml(siteEmail);
  return `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f8fc">
<table ${PRESENTATION} width="100%" bgcolor="#f6f8fc" style="background:#f6f8fc"><tr><td align="center" style="padding:24px 12px">
<table ${PRESENTATION} width="100%" style="max-width:600px;background:#ffffff;border:1px solid ${LINE};border-radius:12px;border-collapse:separate">
<tr><td style="padding:20px 24px;border-bottom:1px solid ${LINE}"><table ${PRESENTATION}><tr><td>${emailLogoMark()}</td><td style="padding-left:10px;font:700 18px/1.2 ${FONT};color:${TEXT}">${name}</td></tr></table></td></tr>
<tr><td style="padding:24px;font:16px/1.5 ${FONT};color:${TEXT}">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};font:12px/1.5 ${FONT};color:${MUTED}">${name} · <a href="mailto:${email}" style="color:${MUTED}">${email}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
