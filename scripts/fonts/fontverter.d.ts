// fontverter ships no types; the one call the font test makes.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, format: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Buffer>;
  };
  export default fontverter;
}
