/**
 * News: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/news.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const NEWSITEM_TEXT_MAX = 200;
export const NEWSITEM_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));

/** The spec's news types (001 §3): a video, a gallery of images, or a plain news item. */
export const NEWS_TYPES = ['video', 'images', 'news'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/**
 * What a news item needs besides its texts (001 §5 "News needs a title, description, type, video, images and main
 * image", read per type — ours): the main image always; other images (at least one) when the type is `images`; a video
 * when the type is `video`, and a video on no other type. The server applies it to what is stored plus what is
 * uploaded; the form asks the same before sending. Answers the field that breaks it and the message key (the news
 * area's: server/features/news/messages.ts, src/features/news/locales.ts `rules`).
 */
export function newsFilesProblem(
  type: NewsType,
  has: { main: boolean; others: number; video: boolean; videoUploaded: boolean },
): { field: 'main_news_image' | 'other_news_image' | 'news_video'; key: 'mainRequired' | 'imagesRequired' | 'videoRequired' | 'videoNotThisType' } | null {
  if (!has.main) return { field: 'main_news_image', key: 'mainRequired' };
  if (type === 'images' && has.others === 0) return { field: 'other_news_image', key: 'imagesRequired' };
  if (type === 'video' && !has.video) return { field: 'news_video', key: 'videoRequired' };
  if (type !== 'video' && has.videoUploaded) return { field: 'news_video', key: 'videoNotThisType' };
  return null;
}

export const NewsItemSchema = v.object({
  news_title: requiredText(NEWSITEM_TEXT_MAX),
  news_description: requiredText(NEWSITEM_LONG_TEXT_MAX),
  news_type: v.picklist(NEWS_TYPES, 'validation.required'),
  main_news_image: v.optional(v.any()),
  other_news_image: v.optional(v.any()),
  news_video: v.optional(v.any()),
  /** on update, the ids of the stored other_news_image to drop */
  other_news_image_remove: v.optional(v.array(v.number())),
});

export type NewsItemValues = v.InferOutput<typeof NewsItemSchema>;
