import { type PDFFont, type PDFPage, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type {
  AccountRecord,
  BillRecord,
  CapitalCreditLetterRecord,
  MemberRecord,
} from './accounts/account-records.ts';
import { fromIsoDate, usDate } from './dates.ts';
import type { Letterhead } from './portal/site-of.ts';

// The small, real PDF documents the back office serves: bill statements and capital credit letters.
// pdf-lib is plain JavaScript, so this runs in Node and in the browser under Mock Service Worker alike.
// A document depends only on its record: the same bill always gives the same bytes (fixed metadata
// dates, no random document id).

const letterPage: [number, number] = [612, 792];
const margin = 56;
const ink = rgb(0.12, 0.16, 0.22);
const muted = rgb(0.38, 0.42, 0.48);
const accent = rgb(0.05, 0.36, 0.55);

/** $1,234.50; a negative amount in parentheses: ($12.50). */
function dollars(amount: number): string {
  const text = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return amount < 0 ? `($${text})` : `$${text}`;
}

interface Writer {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  /** The baseline of the next line. */
  y: number;
}

function line(
  writer: Writer,
  text: string,
  options: { size?: number; bold?: boolean; color?: typeof ink } = {},
) {
  const size = options.size ?? 11;
  writer.page.drawText(text, {
    x: margin,
    y: writer.y,
    size,
    font: options.bold ? writer.bold : writer.regular,
    color: options.color ?? ink,
  });
  writer.y -= size * 1.6;
}

/** A label and its value on one line, the value in a column. */
function field(writer: Writer, label: string, value: string) {
  writer.page.drawText(label, { x: margin, y: writer.y, size: 11, font: writer.regular, color: muted });
  writer.page.drawText(value, { x: margin + 170, y: writer.y, size: 11, font: writer.bold, color: ink });
  writer.y -= 18;
}

function gap(writer: Writer, points = 12) {
  writer.y -= points;
}

async function newDocument(title: string, author: string, dated: Date) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  pdf.setAuthor(author);
  pdf.setCreator(author);
  pdf.setProducer('Member portal demo back office');
  pdf.setCreationDate(dated);
  pdf.setModificationDate(dated);
  const writer: Writer = {
    page: pdf.addPage(letterPage),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: letterPage[1] - margin - 8,
  };
  return { pdf, writer };
}

function writeLetterhead(writer: Writer, letterhead: Letterhead) {
  line(writer, letterhead.coopName, { size: 18, bold: true, color: accent });
  if (letterhead.address) line(writer, letterhead.address, { size: 10, color: muted });
  if (letterhead.phoneNumber) line(writer, letterhead.phoneNumber, { size: 10, color: muted });
  gap(writer);
}

export interface BillStatement {
  letterhead: Letterhead;
  account: AccountRecord;
  bill: BillRecord;
  /** The messages printed on the account's bills (its overview's). */
  billMessages: readonly string[];
}

/** A one-page statement of one bill, as base64. */
export async function billStatementPdf({
  letterhead,
  account,
  bill,
  billMessages,
}: BillStatement): Promise<string> {
  const { pdf, writer } = await newDocument(
    `Statement ${account.accountNumber} ${bill.billDate}`,
    letterhead.coopName,
    fromIsoDate(bill.billDate),
  );
  writeLetterhead(writer, letterhead);
  line(writer, bill.billType === 'Final' ? 'Final Bill' : 'Statement', { size: 15, bold: true });
  gap(writer, 4);
  field(writer, 'Account number', account.accountNumber);
  field(writer, 'Account holder', account.accountHolderName);
  field(writer, 'Service address', account.serviceAddress);
  field(writer, 'Bill date', usDate(fromIsoDate(bill.billDate)));
  field(
    writer,
    'Service period',
    `${usDate(fromIsoDate(bill.statementStartDate))} to ${usDate(fromIsoDate(bill.billDate))}`,
  );
  field(writer, 'Usage', `${bill.usage.toLocaleString('en-US')} ${bill.usageUnit}`);
  gap(writer);
  if (bill.prepaid) {
    field(writer, 'Energy used', dollars(bill.prepaid.usageDollars));
    field(writer, 'Daily service charges', dollars(bill.prepaid.charges));
    field(writer, 'Taxes', dollars(bill.prepaid.taxes));
    field(writer, 'Average daily total', dollars(bill.prepaid.dailyTotal));
    field(writer, 'Account balance', dollars(bill.endingBalance));
  } else {
    field(writer, 'Amount due', dollars(bill.endingBalance));
    field(writer, 'Due date', bill.dueDate ? usDate(fromIsoDate(bill.dueDate)) : 'N/A');
  }
  gap(writer);
  for (const message of billMessages) line(writer, message, { size: 9, color: muted });
  return pdf.saveAsBase64();
}

export interface CapitalCreditLetter {
  letterhead: Letterhead;
  member: MemberRecord;
  letter: CapitalCreditLetterRecord;
}

/** A one-page capital credit refund letter, dated April 15 after the year it refunds, as base64. */
export async function capitalCreditLetterPdf({
  letterhead,
  member,
  letter,
}: CapitalCreditLetter): Promise<string> {
  const coopName = letterhead.coopName;
  // Refunds are decided at the spring board meeting after the year closes.
  const dated = new Date(letter.year + 1, 3, 15);
  const { pdf, writer } = await newDocument(`Capital credit letter ${letter.letterId}`, coopName, dated);
  writeLetterhead(writer, letterhead);
  line(writer, 'Capital Credit Refund', { size: 15, bold: true });
  gap(writer, 4);
  field(writer, 'Letter ID', letter.letterId);
  field(writer, 'Member', `${member.name} (member ${member.memberNumber})`);
  field(writer, 'Margins of', String(letter.year));
  field(writer, 'Refund', dollars(letter.refundAmount));
  gap(writer);
  line(writer, `Dear ${member.name},`);
  line(writer, `As a member-owner of ${coopName}, you share in the margins of ${letter.year}.`);
  line(writer, `Your refund of ${dollars(letter.refundAmount)} will be credited to your next bill.`);
  return pdf.saveAsBase64();
}
