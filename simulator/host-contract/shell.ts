/**
 * The phone's system as QA and scripts drive it (simulator/hosts/shell): the app going to the
 * background and coming back, a notification or a link opening it at a page, the back button and
 * gesture, the permission prompts (location, paste, the file and camera picker), touch gestures
 * and the settings a phone's user picks (dark mode, text size, reduced motion, language).
 * Pure types and zod schemas, shared by the hosts, the HTTP routes, the IPC gate and the panel.
 */
import { z } from 'zod';

/** A permission as the phone's settings hold it: granted, refused, or asked on first use. */
export const PERMISSION_SETTINGS = ['allow', 'deny', 'ask'] as const;
export type PermissionSetting = (typeof PERMISSION_SETTINGS)[number];

const COLOR_SCHEMES = ['light', 'dark'] as const;
/** System text sizes QA picks from (1 = the phone's default). */
export const TEXT_SCALES = [0.85, 1, 1.15, 1.3, 1.5, 2] as const;

/** What a phone's display and language settings say. */
export type Appearance = {
  colorScheme: (typeof COLOR_SCHEMES)[number];
  /** Text size relative to the default (Android's font scale; Safari's and WKWebView's text zoom). */
  textScale: number;
  reducedMotion: boolean;
  /** BCP 47, e.g. zh-CN, en-US. */
  language: string;
};

/** A prompt of the phone's system waiting for QA (or a script). */
export type ShellPrompt =
  | { kind: 'geolocation'; origin: string }
  | { kind: 'paste' }
  | { kind: 'file'; accept: string; multiple: boolean; capture: boolean };

export type ShellState = {
  /** false while the app (or the browser) is in the background. */
  foreground: boolean;
  geolocation: { permission: PermissionSetting; latitude: number; longitude: number };
  clipboard: { permission: PermissionSetting; text: string };
  appearance: Appearance;
  prompt: ShellPrompt | null;
};

/** The touch gestures the panel's menu offers, drawn around the middle of the page. */
const GESTURE_PRESETS = [
  'longPress',
  'swipeUp',
  'swipeDown',
  'flingUp',
  'pinchOut',
  'pinchIn',
  'rotate',
] as const;
export type GesturePreset = (typeof GESTURE_PRESETS)[number];

const permissionSchema = z.enum(PERMISSION_SETTINGS);
const text = (max: number) => z.string().max(max);

/** A file QA picked on the desktop: its bytes in base64 (the panel reads them in the page). */
const pickedFileSchema = z.object({
  name: z.string().min(1).max(200),
  mimeType: z.string().max(100),
  base64: z.string().max(14_000_000),
});
export type PickedFile = z.infer<typeof pickedFileSchema>;

/** QA's answer to a {@link ShellPrompt}: allow or deny, or the files picked (`sample`: the bundled photo; null: cancelled). */
const promptAnswerSchema = z.union([
  z.object({ allow: z.boolean() }),
  z.object({ files: z.union([z.literal('sample'), z.array(pickedFileSchema).max(10)]).nullable() }),
]);
export type PromptAnswer = z.infer<typeof promptAnswerSchema>;

export const shellCommandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('background') }),
  z.object({ action: z.literal('foreground') }),
  z.object({
    action: z.literal('push'),
    title: text(100),
    body: text(300),
    url: z.string().min(1).max(2000),
  }),
  z.object({ action: z.literal('deepLink'), link: z.string().min(1).max(2000) }),
  z.object({ action: z.literal('systemBack') }),
  z.object({ action: z.literal('edgeSwipeBack') }),
  z.object({
    action: z.literal('geolocation'),
    permission: permissionSchema.optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  }),
  z.object({
    action: z.literal('clipboard'),
    permission: permissionSchema.optional(),
    text: text(10_000).optional(),
  }),
  z.object({ action: z.literal('answerPrompt'), answer: promptAnswerSchema }),
  z.object({ action: z.literal('gesture'), gesture: z.enum(GESTURE_PRESETS) }),
  z.object({
    action: z.literal('appearance'),
    colorScheme: z.enum(COLOR_SCHEMES).optional(),
    textScale: z.number().min(0.5).max(3).optional(),
    reducedMotion: z.boolean().optional(),
    language: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, '语言格式如 zh-CN、en-US')
      .optional(),
  }),
]);
export type ShellCommand = z.infer<typeof shellCommandSchema>;
