import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A one-page PDF standing in for a member document: its title and a line saying what it is. */
export async function memberDocumentPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const dated = new Date(2026, 0, 1);
  pdf.setTitle(title);
  pdf.setProducer('Member portal demo back office');
  pdf.setCreationDate(dated);
  pdf.setModificationDate(dated);
  const sheet = pdf.addPage([612, 792]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  sheet.drawText(title, { x: 56, y: 720, size: 20, font: bold, color: rgb(0.05, 0.36, 0.55) });
  sheet.drawText('Published for the members of the cooperative.', {
    x: 56,
    y: 690,
    size: 11,
    font: regular,
    color: rgb(0.12, 0.16, 0.22),
  });
  return pdf.save();
}
