import { describe, expect, it } from 'vitest';
import { newCoursesOverMessage } from './import-api';

describe("the preview's warning about new courses", () => {
  it('says nothing while the courses fit the import', () => {
    expect(newCoursesOverMessage(150, 300)).toBeNull();
  });

  it("names one import's bound when that is the one met", () => {
    expect(newCoursesOverMessage(320, 300)).toContain('One import can add up to 300 new courses');
  });

  it("names the day's bound and what is left when the golfer's imports have used most of it", () => {
    const message = newCoursesOverMessage(40, 12);
    expect(message).toContain('12 more new courses today');
    expect(message).toContain('500 a day');
    expect(message).not.toContain('10 courses');
  });
});
