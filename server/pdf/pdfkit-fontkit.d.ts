import type { Font } from "fontkit";

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /**
       * pdfkit also takes a font that fontkit has opened (PDFFontFactory.open accepts anything with `layout`):
       * the PDF text layout parses each font once and every document embeds its own subset of it.
       */
      font(src: Font, family: string, size?: number): this;
    }
  }
}
