import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** The colour of the band across the top of each sample page, so a test can tell which page is drawn. */
export const samplePageColours = [
  { red: 11, green: 92, blue: 173 },
  { red: 30, green: 107, blue: 52 },
  { red: 179, green: 38, blue: 30 },
] as const;

/**
 * A small Letter-size PDF made on the spot: each page has a coloured band (page 1 blue, 2 green,
 * 3 red, then again) and its number in large text.
 */
export async function samplePdfBytes(pageCount = 3): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pageCount; index += 1) {
    const page = pdf.addPage([612, 792]);
    const colour = samplePageColours[index % samplePageColours.length]!;
    page.drawRectangle({
      x: 0,
      y: 592,
      width: 612,
      height: 200,
      color: rgb(colour.red / 255, colour.green / 255, colour.blue / 255),
    });
    page.drawText(`Riverbend Electric Cooperative: statement page ${index + 1}`, {
      x: 48,
      y: 520,
      size: 20,
      font,
    });
    page.drawText(String(index + 1), { x: 260, y: 240, size: 160, font });
  }
  return pdf.save();
}

/** The sample as a viewer file, e.g. `{ fileName: 'Bill 10/2026.pdf', bytes }`. */
export async function samplePdfFile(fileName = 'Bill 10/2026.pdf', pageCount = 3) {
  return { fileName, bytes: await samplePdfBytes(pageCount) };
}
