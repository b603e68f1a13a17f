/** A company's logo, decoded once, as the PDF and Word renderers draw it. */
export interface LogoImage {
  bytes: Buffer;
  width: number;
  height: number;
}
