/**
 * Demo news: eight season announcements in Arabic and English, of all three types — plain news (a main image), image
 * galleries (a main image and two or three others) and videos (a main image and the video). Written by the
 * administrator, a day or more apart, the newest first on the dashboard.
 * The pictures are drawn here (small PNGs: camps, a calendar, a fire extinguisher, a bus). The video is one real
 * 3-second WebM (VP8, 22 KB: a tent crossing a sandy field), recorded by Chromium's MediaRecorder from a drawn canvas
 * with `node scripts/news-demo-video.ts` and kept beside this file; both video items show it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPng } from '../../seed/files';
import type { NewsType } from '../../../shared/rules/news';
import { news } from './table';

type Rgb = [number, number, number];
type Scene = 'camp' | 'calendar' | 'safety' | 'bus' | 'water' | 'map';

interface DemoNews {
  title: string;
  description: string;
  type: NewsType;
  scene: Scene;
  /** how many other images (images items) */
  gallery?: number;
  daysAgo: number;
}

const NEWS: DemoNews[] = [
  {
    title: 'بدء تسليم المخيمات في مزدلفة لموسم حج 1448هـ',
    description:
      'تعلن الهيئة بدء تسليم المخيمات للشركات المستفيدة اعتباراً من يوم الأحد 1 ذو القعدة 1448هـ وفق جدول المواعيد المعتمد في البوابة.\n\nعلى كل شركة التأكد من موعدها في صفحة المواعيد، وحضور ممثلها المفوض في الموعد المحدد مع ختم الشركة لتوقيع محضر التسليم. يُسجَّل الغياب عن الموعد في سجل الغياب ويُعاد جدولة التسليم.',
    type: 'images',
    scene: 'camp',
    gallery: 3,
    daysAgo: 1,
  },
  {
    title: 'Readiness licence applications close on 20 Dhu al-Qadah',
    description:
      'Companies must submit their readiness licence applications, with the signed pledge and the answers to the readiness form, no later than 20 Dhu al-Qadah 1448 AH.\n\nApplications sent after the deadline will not be reviewed before the season. Check that every answer has been sent: an application whose answers are not sent stays pending.',
    type: 'news',
    scene: 'calendar',
    daysAgo: 2,
  },
  {
    title: 'حملة السلامة الوقائية في المخيمات بالتعاون مع الدفاع المدني',
    description:
      'تنطلق حملة السلامة الوقائية بالتعاون مع المديرية العامة للدفاع المدني، وتشمل جولات تفتيش على التمديدات الكهربائية وطفايات الحريق ومخارج الطوارئ في جميع المخيمات.\n\nيعرض الفيديو المرفق أبرز اشتراطات السلامة المطلوبة قبل تشغيل المخيم.',
    type: 'video',
    scene: 'safety',
    daysAgo: 3,
  },
  {
    title: 'Vehicle-entry permits: new pickup points at the Muzdalifah gates',
    description:
      'Printed vehicle-entry permits can now be collected at the service centres by gates 3 and 7. Bring the approved permit number shown in the portal and the driver’s ID.\n\nThe photographs show the new service centres and the signposted lanes for service vehicles.',
    type: 'images',
    scene: 'bus',
    gallery: 2,
    daysAgo: 5,
  },
  {
    title: 'تحديث دليل الاشتراطات الفنية لمقدمي الخدمة',
    description:
      'صدر التحديث الثالث لدليل الاشتراطات الفنية، ويتضمن اشتراطات جديدة لمجمعات دورات المياه ومسارات ذوي الإعاقة داخل المخيمات.\n\nيمكن الاطلاع على الدليل المحدّث من صفحة الأدلة في البوابة، وتُعتمد الاشتراطات الجديدة في جميع طلبات المواقع المقدمة بعد تاريخ هذا الإعلان.',
    type: 'news',
    scene: 'map',
    daysAgo: 7,
  },
  {
    title: 'Safety briefing for camp supervisors',
    description:
      'A short briefing for camp supervisors on the inspections that come before a camp may operate: electrical installations, fire extinguishers, gas storage and emergency exits.\n\nWatch the video and share it with your site teams before the inspection visits begin.',
    type: 'video',
    scene: 'safety',
    daysAgo: 9,
  },
  {
    title: 'صيانة شبكة المياه في المربعات الشمالية',
    description:
      'تنفذ الجهات المختصة أعمال صيانة لشبكة المياه في المربعات الشمالية من مزدلفة خلال الأسبوع القادم، مع انقطاع مجدول للمياه لا يتجاوز ست ساعات يومياً.\n\nتعرض الصور مواقع الأعمال ومسارات الصهاريج البديلة.',
    type: 'images',
    scene: 'water',
    gallery: 2,
    daysAgo: 12,
  },
  {
    title: 'Season clearance opens after the re-delivery of camps',
    description:
      'Once a camp has been re-delivered at the end of the season, its company can follow its clearance in the portal: SADAD orders, invoices and the votes of the reviewing parties.\n\nA company with no outstanding payments receives its clearance certificate from the clearance page.',
    type: 'news',
    scene: 'camp',
    daysAgo: 15,
  },
];

const DAY = 86_400_000;

/** A drawn picture of the scene (sky, ground and the subject), varied by `n`. */
function picture(scene: Scene, n: number): Buffer {
  const sky = (y: number): Rgb => [150 + y / 2, 195 + y / 4, 235];
  const sand = (y: number): Rgb => [222 - y / 6, 198 - y / 6, 150 - y / 8];
  return demoPng(320, 180, (x, y) => {
    const shift = (n * 37) % 80;
    switch (scene) {
      case 'camp': {
        // rows of white tents on sand
        if (y < 70) return sky(y);
        const row = Math.floor((y - 70) / 36);
        const cx = ((x + shift + row * 30) % 64) - 32;
        const top = 70 + row * 36;
        if (y - top < 30 && Math.abs(cx) < (y - top) * 0.9) return [248, 248, 244];
        return sand(y);
      }
      case 'calendar': {
        // a calendar page: a green header and a grid of days, one marked in gold
        if (x < 60 || x > 260 || y < 20 || y > 165) return [232, 238, 236];
        if (y < 50) return [11, 107, 83];
        const col = Math.floor((x - 60) / 28.6);
        const line = Math.floor((y - 50) / 23);
        if ((x - 60) % 28.6 < 2 || (y - 50) % 23 < 2) return [200, 210, 206];
        if (col === (n + 4) % 7 && line === 3) return [143, 107, 0];
        return [255, 255, 255];
      }
      case 'safety': {
        // a red fire extinguisher before a tent wall
        const body = Math.abs(x - 160) < 26 && y > 55 && y < 165;
        const head = Math.abs(x - 160) < 10 && y > 35 && y <= 55;
        if (body) return [200, 35, 35];
        if (head) return [40, 40, 40];
        if (y > 165) return sand(y);
        return (x + shift) % 40 < 20 ? [240, 236, 226] : [228, 222, 208];
      }
      case 'bus': {
        // a green service bus on a road
        if (y < 90) return sky(y);
        if (y > 150) return [90, 92, 95];
        const bx = 60 + shift;
        if (x > bx && x < bx + 170 && y > 95 && y < 145) {
          if (y < 115 && (x - bx) % 30 > 6) return [200, 225, 240];
          return [11, 107, 83];
        }
        if (Math.hypot(x - bx - 35, y - 147) < 10 || Math.hypot(x - bx - 135, y - 147) < 10) return [30, 30, 30];
        return sand(y);
      }
      case 'water': {
        // a blue pipe across sand, with a tanker's tank
        if (y < 60) return sky(y);
        if (Math.abs(y - 120 - Math.sin((x + shift) / 30) * 8) < 7) return [40, 110, 190];
        if (Math.abs(x - 240) < 50 && Math.abs(y - 85) < 18) return [225, 228, 232];
        return sand(y);
      }
      case 'map': {
        // squares of a site plan with paths between them
        if (x % 64 < 6 || y % 45 < 5) return [255, 255, 255];
        const block = Math.floor(x / 64) + Math.floor(y / 45) * 5;
        return block % 4 === n % 4 ? [143, 107, 0] : [214, 230, 222];
      }
    }
  });
}

export async function demo(tx: Tx, { idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const admin = idByEmail.get('admin@mashaer.test') ?? null;
  const video = await readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo', 'season-briefing.webm'));
  const rows: Array<typeof news.$inferInsert> = [];
  for (const [i, item] of NEWS.entries()) {
    const at = new Date(now.getTime() - item.daysAgo * DAY - i * 3_600_000);
    const others: number[] = [];
    for (let k = 0; k < (item.gallery ?? 0); k++) others.push(await files.put(tx, `news-${i + 1}-${k + 1}.png`, 'image/png', picture(item.scene, i + k + 1), admin));
    rows.push({
      newsTitle: item.title,
      newsDescription: item.description,
      newsType: item.type,
      mainNewsImageFileId: await files.put(tx, `news-${i + 1}.png`, 'image/png', picture(item.scene, i), admin),
      otherNewsImageFileIds: others,
      newsVideoFileId: item.type === 'video' ? await files.put(tx, 'season-briefing.webm', 'video/webm', video, admin) : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  await tx.insert(news).values(rows);
}
