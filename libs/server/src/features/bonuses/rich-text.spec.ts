import { sanitizeRichText } from './rich-text';

describe('rich text sanitising', () => {
  it('keeps formatting and links but drops scripts, handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Ahoj <strong>světe</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">zlý</a><a href="https://banka.cz/akce">akce</a><iframe src="https://evil"></iframe>';
    expect(sanitizeRichText(dirty)).toBe(
      '<p>Ahoj <strong>světe</strong></p><a target="_blank" rel="noopener noreferrer">zlý</a>' +
        '<a href="https://banka.cz/akce" target="_blank" rel="noopener noreferrer">akce</a>',
    );
  });

  it('leaves allowed markup unchanged', () => {
    const clean = '<ul><li>jedna</li><li><em>dvě</em></li></ul>';
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});
