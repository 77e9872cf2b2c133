import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { AccountRecord } from '../accounts/account-records.ts';
import { fromIsoDate, usDate } from '../dates.ts';
import type { Letterhead } from '../portal/site-of.ts';
import type { DelinquentRecord } from './delinquent-history-service.ts';

// A delinquent notice as a small, real one-page PDF, like the bill statements of documents.ts. It depends
// only on its record: the same notice always gives the same bytes (fixed metadata dates, no random id).

const page: [number, number] = [612, 792];
const margin = 56;
const ink = rgb(0.12, 0.16, 0.22);
const muted = rgb(0.38, 0.42, 0.48);
const warning = rgb(0.6, 0.12, 0.1);

function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface DelinquentNotice {
  letterhead: Letterhead;
  account: AccountRecord;
  notice: DelinquentRecord;
}

/** A one-page delinquent notice, as base64. */
export async function delinquentNoticePdf({
  letterhead,
  account,
  notice,
}: DelinquentNotice): Promise<string> {
  const dated = fromIsoDate(notice.delinquentProcessedDate);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Delinquent notice ${account.accountNumber} ${notice.billDate}`);
  pdf.setAuthor(letterhead.coopName);
  pdf.setCreator(letterhead.coopName);
  pdf.setProducer('Member portal demo back office');
  pdf.setCreationDate(dated);
  pdf.setModificationDate(dated);
  const sheet = pdf.addPage(page);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = page[1] - margin - 8;
  const line = (text: string, size = 11, font = regular, color = ink) => {
    sheet.drawText(text, { x: margin, y, size, font, color });
    y -= size * 1.6;
  };
  const field = (label: string, value: string) => {
    sheet.drawText(label, { x: margin, y, size: 11, font: regular, color: muted });
    sheet.drawText(value, { x: margin + 170, y, size: 11, font: bold, color: ink });
    y -= 18;
  };
  line(letterhead.coopName, 18, bold);
  if (letterhead.address) line(letterhead.address, 10, regular, muted);
  if (letterhead.phoneNumber) line(letterhead.phoneNumber, 10, regular, muted);
  y -= 12;
  line('Delinquent Notice', 15, bold, warning);
  y -= 4;
  field('Account number', account.accountNumber);
  field('Account holder', account.accountHolderName);
  field('Service address', account.serviceAddress);
  field('Bill date', usDate(fromIsoDate(notice.billDate)));
  field('Past due', dollars(notice.pastDue));
  field('Late fee', dollars(notice.lateFee));
  field('Amount to pay', dollars(notice.pastDue + notice.lateFee));
  if (notice.cutoffDate) field('Cutoff date', usDate(fromIsoDate(notice.cutoffDate)));
  y -= 12;
  line('Your account is past due. To avoid disconnection, pay the amount above before the cutoff date.', 9);
  line('If you have already paid, please disregard this notice.', 9, regular, muted);
  return pdf.saveAsBase64();
}
