import QRCode from 'qrcode';
import {
  POSTER_HEIGHT,
  POSTER_WIDTH,
  posterCaption,
  wrapText,
  type PosterInfo,
} from './poster-layout';

const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';
const BENEFITS = [
  '专家在线答疑，实务难题有人解',
  '每日政策速递，新规解读不错过',
  '个税计算器，工资年终奖一键算',
];

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Draws the invitation card and answers it as a PNG data URL. Everything is drawn locally (the
 * avatar as an initial, the QR code from `qrcode`): an image from the API's origin would taint the
 * canvas and forbid exporting it.
 */
export async function drawPoster(info: PosterInfo, doc: Document = document): Promise<string> {
  const canvas = doc.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('当前浏览器不支持生成图片');
  const center = POSTER_WIDTH / 2;

  const bg = ctx.createLinearGradient(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  bg.addColorStop(0, '#1677ff');
  bg.addColorStop(1, '#13a8a8');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.font = `bold 64px ${FONT}`;
  ctx.fillText('税务通', center, 110);
  ctx.font = `30px ${FONT}`;
  ctx.fillText('专业财税知识服务平台', center, 180);

  ctx.fillStyle = '#fff';
  roundRect(ctx, 40, 260, POSTER_WIDTH - 80, POSTER_HEIGHT - 300, 24);
  ctx.fill();

  // The avatar: a circle with the first character of the name.
  ctx.fillStyle = '#1677ff';
  ctx.beginPath();
  ctx.arc(center, 260, 60, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 6;
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `bold 52px ${FONT}`;
  ctx.fillText(Array.from(info.nickname)[0] ?? '税', center, 262);

  ctx.fillStyle = '#1a1a1a';
  ctx.font = `bold 36px ${FONT}`;
  const nameLines = wrapText(
    `${info.nickname} 邀请您加入税务通`,
    POSTER_WIDTH - 160,
    (s) => ctx.measureText(s).width,
    2,
  );
  nameLines.forEach((line, i) => ctx.fillText(line, center, 370 + i * 48));
  let y = 370 + nameLines.length * 48;
  if (info.title) {
    ctx.fillStyle = '#888';
    ctx.font = `28px ${FONT}`;
    ctx.fillText(info.title, center, y);
    y += 44;
  }

  ctx.textAlign = 'left';
  ctx.fillStyle = '#444';
  ctx.font = `28px ${FONT}`;
  BENEFITS.forEach((b, i) => {
    ctx.fillStyle = '#13a8a8';
    ctx.fillText('✓', 120, y + 20 + i * 48);
    ctx.fillStyle = '#444';
    ctx.fillText(b, 160, y + 20 + i * 48);
  });
  y += 20 + BENEFITS.length * 48 + 20;

  const qr = doc.createElement('canvas');
  await QRCode.toCanvas(qr, info.inviteUrl, { width: 280, margin: 1, errorCorrectionLevel: 'M' });
  ctx.drawImage(qr, center - 140, y, 280, 280);
  y += 280 + 44;

  ctx.textAlign = 'center';
  const [scan, codeLine] = posterCaption(info);
  ctx.fillStyle = '#333';
  ctx.font = `28px ${FONT}`;
  ctx.fillText(scan, center, y);
  ctx.fillStyle = '#1677ff';
  ctx.font = `bold 30px ${FONT}`;
  ctx.fillText(codeLine, center, y + 48);

  return canvas.toDataURL('image/png');
}
