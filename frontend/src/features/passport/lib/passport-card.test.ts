import { describe, expect, it } from 'vitest';
import { CARD_FONTS, drawPassportCard } from './passport-card';

describe('the passport card', () => {
  it("draws every text in the app's loaded faces, each loaded before drawing", () => {
    const fontsSet: string[] = [];
    const texts: string[] = [];
    const context = new Proxy({} as Record<string | symbol, unknown>, {
      get: (target, key) =>
        key in target ? target[key] : key === 'fillText' ? (t: string) => texts.push(t) : () => {},
      set: (target, key, value) => {
        if (key === 'font') fontsSet.push(String(value));
        target[key] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
    drawPassportCard(context, {
      name: 'Alex Morgan',
      countries: 3,
      courses: 10,
      miles: 1234,
      venues: 2,
      points: [],
    });
    expect(new Set(fontsSet)).toEqual(new Set(CARD_FONTS));
    for (const font of CARD_FONTS) expect(font).toMatch(/'(Inter|Fraunces) Variable'/);
    expect(texts).toContain('Miles traveled');
  });
});
