import { describe, expect, it } from 'vitest';
import { parseJavaMajorVersion } from './java-check';

describe('parseJavaMajorVersion', () => {
  it('reads modern version banners', () => {
    expect(parseJavaMajorVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime')).toEqual({
      major: 17,
      version: '17.0.15',
    });
    expect(parseJavaMajorVersion('java version "21" 2023-09-19')?.major).toBe(21);
  });

  it('reads the 1.x scheme of Java 8 and older as the second number', () => {
    expect(parseJavaMajorVersion('java version "1.8.0_402"')?.major).toBe(8);
  });

  it('gives up on output it does not know', () => {
    expect(parseJavaMajorVersion('something else')).toBeUndefined();
  });
});
